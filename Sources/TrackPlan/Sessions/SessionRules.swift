/// The session rules as a pure state machine on the injected clock: times in, `SessionChange`s out. No files, no
/// locks, no UIKit: `SessionTracker` feeds it and persists what it holds, and the rule table is tested on any
/// platform (SessionRulesTests).
///
/// - A launch ends the session a previous process left (at its last activity: a process killed with `kill -9`
///   never gets a made-up end) and starts one.
/// - An event after `idleTimeout` without activity ends the session at its last activity and starts one.
/// - A return to the foreground, or an event, after `backgroundTimeout` in the background does the same.
/// - Events, background and foreground are activity; a clock that goes back never shortens a session.
struct SessionRules: Sendable {
    let backgroundTimeoutMillis: Int64
    let idleTimeoutMillis: Int64
    /// The device's offset from UTC, for counting calendar days.
    let utcOffsetSeconds: Int
    private(set) var current: Session?
    private(set) var backgroundedAtMillis: Int64?
    private(set) var history: SessionHistory
    /// True from the first launch of an install until its first event has carried it.
    private(set) var isNewInstall: Bool

    /// `hasPriorInstall`: the app was in use before sessions were recorded (an identity was persisted), so a
    /// missing record is not a new install.
    init(
        backgroundTimeoutMillis: Int64, idleTimeoutMillis: Int64, utcOffsetSeconds: Int = 0, stored: SessionRecord? = nil,
        hasPriorInstall: Bool = false
    ) {
        self.backgroundTimeoutMillis = backgroundTimeoutMillis
        self.idleTimeoutMillis = idleTimeoutMillis
        self.utcOffsetSeconds = utcOffsetSeconds
        current = stored?.current
        history = stored?.history ?? SessionHistory()
        isNewInstall = stored == nil && !hasPriorInstall
        backgroundedAtMillis = nil
    }

    /// The launch: ends what the previous process left, starts a session now.
    mutating func launch(now: Int64) -> [SessionChange] {
        var changes: [SessionChange] = []
        if let left = current { changes.append(.ended(left)) }
        changes.append(.started(start(now, after: current)))
        return changes
    }

    /// An event at `now`: the session it belongs to, starting a new one when a timeout has passed.
    mutating func activity(at now: Int64) -> [SessionChange] {
        guard let session = current else { return [.started(start(now, after: nil))] }
        let idle = now - session.lastActivityMillis >= idleTimeoutMillis
        let away = backgroundedAtMillis.map { now - $0 >= backgroundTimeoutMillis } ?? false
        guard idle || away else {
            touch(now)
            return []
        }
        let wasBackground = backgroundedAtMillis != nil
        let next = start(now, after: session)
        if wasBackground { backgroundedAtMillis = now }  // an event in the background keeps the app there
        return [.ended(session), .started(next)]
    }

    /// The app entered the background at `now`.
    mutating func didEnterBackground(at now: Int64) -> [SessionChange] {
        let changes = activity(at: now)
        if backgroundedAtMillis == nil { backgroundedAtMillis = now }
        return changes
    }

    /// The app came to the foreground at `now`.
    mutating func didBecomeActive(at now: Int64) -> [SessionChange] {
        let changes = activity(at: now)
        backgroundedAtMillis = nil
        return changes
    }

    /// The first event of the install has carried `isNewInstall`.
    mutating func installAnnounced() { isNewInstall = false }

    /// The retention figures for events of the current session.
    var retention: RetentionFigures {
        RetentionFigures(
            sessionCount: history.sessionCount, distinctDaysUsed: history.distinctDays, previousSessionSeconds: history.previousSessionSeconds,
            firstSessionDate: history.firstSessionMillis.map { Self.date(dayNumber: day(of: $0)) }, isNewInstall: isNewInstall)
    }

    private mutating func touch(_ now: Int64) {
        if let session = current, now > session.lastActivityMillis { current?.lastActivityMillis = now }
    }

    private mutating func start(_ now: Int64, after previous: Session?) -> Session {
        // Ids never repeat: a clock set back starts the next session one millisecond after the previous one.
        let id = max(now, (previous?.id ?? Int64.min) &+ 1)
        let session = Session(id: id, lastActivityMillis: id)
        current = session
        backgroundedAtMillis = nil
        history.sessionCount += 1
        let today = day(of: now)
        if history.lastDay != today {
            history.distinctDays += 1
            history.lastDay = today
        }
        if history.firstSessionMillis == nil { history.firstSessionMillis = now }
        if let previous { history.previousSessionSeconds = previous.durationSeconds }
        return session
    }

    private func day(of millis: Int64) -> Int64 {
        let local = millis + Int64(utcOffsetSeconds) * 1000
        return local >= 0 ? local / 86_400_000 : (local - 86_399_999) / 86_400_000
    }

    /// `yyyy-MM-dd` of a day number (days since 1970-01-01).
    static func date(dayNumber: Int64) -> String {
        let (year, month, day) = UTCDateTime.civilDate(daysSince1970: dayNumber)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))"
    }
}
