/// The retention figures the first envelope of each session carries as `context.retention` when sessions are on
/// (`SessionOptions.retention` moves them to every envelope or turns them off): `{"sessionCount":3,"distinctDaysUsed":2,"previousSessionSeconds":95,
/// "firstSessionDate":"2026-11-20","isNewInstall":false}`. A figure not known yet is left out.
public struct RetentionFigures: Sendable, Hashable {
    /// Sessions started on this install, the current one included.
    public var sessionCount: Int
    /// Calendar days on which a session started.
    public var distinctDaysUsed: Int
    /// The length of the previous session, from its start to its last activity; nil in the first session.
    public var previousSessionSeconds: Int?
    /// The day of the install's first session (`yyyy-MM-dd`, the device's calendar day).
    public var firstSessionDate: String?
    /// True only on the first event of an install's first session.
    public var isNewInstall: Bool

    public init(sessionCount: Int, distinctDaysUsed: Int, previousSessionSeconds: Int?, firstSessionDate: String?, isNewInstall: Bool) {
        self.sessionCount = sessionCount
        self.distinctDaysUsed = distinctDaysUsed
        self.previousSessionSeconds = previousSessionSeconds
        self.firstSessionDate = firstSessionDate
        self.isNewInstall = isNewInstall
    }
}

extension JSONWriter {
    /// `"retention":{…}` in Segment's context spelling (camelCase).
    mutating func retention(_ figures: RetentionFigures) {
        key(escaped: "retention")
        beginObject()
        member(escaped: "sessionCount", integer: figures.sessionCount)
        member(escaped: "distinctDaysUsed", integer: figures.distinctDaysUsed)
        if let seconds = figures.previousSessionSeconds { member(escaped: "previousSessionSeconds", integer: seconds) }
        if let date = figures.firstSessionDate { member(escaped: "firstSessionDate", string: date) }
        member(escaped: "isNewInstall", bool: figures.isNewInstall)
        endObject()
    }
}
