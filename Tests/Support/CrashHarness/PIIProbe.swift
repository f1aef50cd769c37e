@_spi(Generated) import TrackPlan

/// The event `TRACKPLAN_HARNESS_PII=1` tracks: personal data planted in every field, written with the same writer
/// calls a generated encoder makes for each action (free text scrubbed, `hash`, `redact`, `drop`). Every planted
/// value is unique to the event's number (`PIIPlanted`), so a test can search the disk for each one.
struct PIIProbe: TrackedEvent {
    static let kind = EventKind.track
    static let wireName = "PII Probe"
    static let consentCategory: String? = nil
    var number: Int

    func validate(into report: inout ValidationReport) {}

    func encodeProperties(into writer: inout JSONWriter) {
        let planted = PIIPlanted(number)
        writer.beginObject()
        writer.key("number")
        writer.integer(number)
        writer.key("note")  // free text: the scrubber replaces the email and the card
        writer.string("write to \(planted.freeTextEmail) or charge \(planted.cardPrinted), thanks")
        writer.member(escaped: "email", hashing: planted.hashedEmail)
        writer.member(escaped: "name", redacting: planted.redactedName, token: "<name>")
        _ = planted.droppedPhone  // `drop`: the generated encoder writes nothing for the field
        writer.endObject()
    }
}
