/// A captured error on its way through the pipeline: a `track` event named `Application Error` in the consent
/// category `errors`, whose properties are the `CapturedError`.
struct ErrorEvent: TrackedEvent {
    static let kind = EventKind.track
    static let wireName = "Application Error"
    static let consentCategory: String? = "errors"

    let captured: CapturedError

    func validate(into report: inout ValidationReport) {}

    func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(escaped: "error_type")
        writer.string(captured.typeName)
        writer.key(escaped: "message")
        writer.string(captured.message)
        writer.key(escaped: "handled")
        writer.bool(captured.handled)
        writer.key(escaped: "fingerprint")
        writer.string(captured.fingerprint)
        writer.key(escaped: "frames")
        writer.beginArray()
        for frame in captured.frames { writer.string(frame) }
        writer.endArray()
        writer.key(escaped: "breadcrumbs")
        writer.beginArray()
        for breadcrumb in captured.breadcrumbs {
            writer.beginObject()
            writer.key(escaped: "category")
            writer.string(breadcrumb.category)
            writer.key(escaped: "message")
            writer.string(breadcrumb.message)
            writer.key(escaped: "timestamp")
            writer.integer(Int(breadcrumb.timestampMillis))
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
