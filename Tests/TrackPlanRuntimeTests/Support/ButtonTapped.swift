@_spi(Generated) import TrackPlan

/// A hand-written stand-in for a generated event: two properties and one rule (the label is not empty).
struct ButtonTapped: TrackedEvent {
    static let kind = EventKind.track
    static let wireName = "Button Tapped"
    static let consentCategory: String? = nil

    var index: Int
    var label = "buy"
    var ratio = 0.5

    func validate(into report: inout ValidationReport) {
        if label.isEmpty { report.fail("minLength", at: "/label", "must have at least 1 character") }
    }

    func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("index")
        writer.integer(index)
        writer.key("label")
        writer.string(label)
        writer.key("ratio")
        writer.number(ratio)
        writer.endObject()
    }
}

/// A screen event, sent with `"type":"screen"` and `"name"`.
struct HomeScreen: TrackedEvent {
    static let kind = EventKind.screen
    static let wireName = "Home"
    static let consentCategory: String? = nil

    func validate(into report: inout ValidationReport) {}

    func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.endObject()
    }
}
