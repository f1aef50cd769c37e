@_spi(Generated) import TrackPlan

/// `identify` traits naming the user they were set for (`marker`), so a test can tell which user's remembered
/// traits an event carries in `context.traits`.
struct ProbeTraits: IdentifyTraitsPayload {
    var marker: String

    func validate(into report: inout ValidationReport) {}

    func encodeTraits(into writer: inout JSONWriter) { writer.object(key: "marker", string: marker) }
}

extension JSONWriter {
    /// `{"<key>":"<value>"}`.
    mutating func object(key: String, string value: String) {
        beginObject()
        self.key(key)
        string(value)
        endObject()
    }
}
