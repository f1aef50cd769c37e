/// The two standard session events (`SessionOptions.events`, opt-in), typed like generated events and tracked
/// through the same pipeline, in the consent category the app chose for them. Their message ids derive from the
/// session id, so an event announced twice after a crash (see Docs/Sessions.md) is one event to a destination that
/// deduplicates by `messageId`, as Segment does.

/// A session started: at launch, after the idle timeout, or on a return from a long background.
public struct SessionStarted: TrackedEvent, Equatable {
    public static let kind = EventKind.track
    public static let wireName = "Session Started"
    public static let consentCategory: String? = nil
    /// Unix milliseconds of the start, as `context.sessionId`.
    public let sessionId: Int64

    @_spi(Generated) public func validate(into report: inout ValidationReport) {}

    @_spi(Generated) public func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.member(escaped: "session_id", integer: Int(sessionId))
        writer.endObject()
    }
}

/// A session ended, stamped at its last activity: found at the next event after a timeout, or at the next launch
/// for a session whose process ended (normally or with `kill -9`).
public struct SessionEnded: TrackedEvent, Equatable {
    public static let kind = EventKind.track
    public static let wireName = "Session Ended"
    public static let consentCategory: String? = nil
    public let sessionId: Int64
    /// From the start to the last activity, in whole seconds.
    public let durationSeconds: Int

    @_spi(Generated) public func validate(into report: inout ValidationReport) {}

    @_spi(Generated) public func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.member(escaped: "session_id", integer: Int(sessionId))
        writer.member(escaped: "duration_seconds", integer: durationSeconds)
        writer.endObject()
    }
}
