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
        writer.member(escaped: "error_type", string: captured.typeName)
        writer.member(escaped: "message", string: captured.message)
        writer.member(escaped: "handled", bool: captured.handled)
        writer.member(escaped: "fingerprint", string: captured.fingerprint)
        writer.key(escaped: "frames")
        writer.beginArray()
        for frame in captured.frames { writer.string(frame) }
        writer.endArray()
        writer.key(escaped: "breadcrumbs")
        writer.beginArray()
        for breadcrumb in captured.breadcrumbs {
            writer.beginObject()
            writer.member(escaped: "category", string: breadcrumb.category)
            writer.member(escaped: "message", string: breadcrumb.message)
            writer.member(escaped: "timestamp", integer: Int(breadcrumb.timestampMillis))
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
