/// One session: its id is the Unix time in milliseconds it started (Amplitude's convention, so the id orders
/// sessions and a destination that reads `session_id` as a start time gets the right one).
struct Session: Sendable, Hashable {
    let id: Int64
    /// The last event, background or foreground the session saw.
    var lastActivityMillis: Int64

    var startedAtMillis: Int64 { id }

    /// From the start to the last activity, in whole seconds: never a made-up end.
    var durationSeconds: Int { Int(max(0, lastActivityMillis - id) / 1000) }
}

/// What a rule decided: the session that ended (at its last activity) or the one that started.
enum SessionChange: Sendable, Hashable {
    case ended(Session)
    case started(Session)
}

/// What the rules remember about past sessions, for the retention figures.
struct SessionHistory: Sendable, Hashable {
    /// Sessions started on this install, the current one included.
    var sessionCount = 0
    /// Calendar days (in the device's time zone at the time) on which a session started.
    var distinctDays = 0
    /// The day number (days since 1970 in local time) of the latest session start.
    var lastDay: Int64?
    var firstSessionMillis: Int64?
    /// The length of the session before the current one.
    var previousSessionSeconds: Int?
}
