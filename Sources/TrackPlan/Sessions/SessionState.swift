import Foundation

/// The sessions of one client, held under the pipeline's lock (`TrackPipeline.CallState.session`): the rules, the
/// stamp every envelope of the current session copies, and the file. Decides the session of each call in a few
/// comparisons; writes `session.json` when a session starts or ends, and otherwise at most once a second of
/// activity, so a process killed without warning leaves its last activity to within a second.
///
/// A session change is made durable in three steps (Docs/Sessions.md has the table): the record with the change
/// listed as unannounced; the `Session Ended` / `Session Started` envelopes queued; the record without it.
struct SessionState: Sendable {
    /// How far recorded activity may lag behind the last event.
    static let activityRecordMillis: Int64 = 1_000

    private(set) var rules: SessionRules
    private(set) var stamp: SessionStamp
    private var salt: UInt64
    private var unannounced: [SessionChange]
    private var recordedActivityMillis: Int64
    /// The session's first call has not taken its stamp yet (it carries the retention figures by default).
    private var firstCallPending = true
    let file: SessionFile
    let options: SessionOptions
    let log: TrackPlanLogger

    /// Loads the record and applies the launch rule at `now`: returns the changes to announce (what a previous
    /// process left unannounced, the end of its session, this launch's start).
    static func launch(options: SessionOptions, directory: URL?, hasPriorInstall: Bool, now: Int64, utcOffsetSeconds: Int, log: TrackPlanLogger)
        -> (SessionState, [SessionChange])
    {
        let file = SessionFile(directory: directory)
        let stored = file.load()
        var rules = SessionRules(
            backgroundTimeoutMillis: Int64(options.backgroundTimeout * 1000), idleTimeoutMillis: Int64(options.idleTimeout * 1000),
            utcOffsetSeconds: utcOffsetSeconds, stored: stored, hasPriorInstall: hasPriorInstall)
        let changes = (stored?.unannounced ?? []) + rules.launch(now: now)
        var state = SessionState(
            rules: rules, stamp: SessionStamp(sessionId: 0, retention: nil), salt: stored?.salt ?? UInt64.random(in: 1...UInt64.max),
            unannounced: options.events.isOn ? changes : [], recordedActivityMillis: now, file: file, options: options, log: log)
        state.stamp = state.makeStamp(first: true)
        state.save()
        return (state, options.events.isOn ? changes : [])
    }

    /// The session of a call at `now` (its stamp), and the changes to announce before it.
    mutating func observe(at now: Int64) -> (SessionStamp, [SessionChange]) {
        let changes = recorded(rules.activity(at: now), at: now)
        return (stampForCall(), changes)
    }

    /// The app entered the background or came back: activity that may end a session; recorded at once.
    mutating func transition(_ transition: LifecycleTransition, at now: Int64) -> [SessionChange] {
        let changes =
            switch transition {
            case .didEnterBackground: rules.didEnterBackground(at: now)
            case .didBecomeActive: rules.didBecomeActive(at: now)
            }
        return recorded(changes, at: now, always: true)
    }

    /// The events of `changes` are queued: the record forgets them.
    mutating func announced(_ changes: [SessionChange]) {
        guard !changes.isEmpty else { return }
        unannounced.removeAll { changes.contains($0) }
        save()
    }

    /// The message id of the event announcing `change` (`SessionRecord.messageId(for:)`).
    func messageId(for change: SessionChange) -> UUID { record.messageId(for: change) }

    /// Saves the last activity (on stop).
    func flush() { save() }

    /// Saves the record when a session changed, when `always`, or when the recorded activity is a second old.
    private mutating func recorded(_ changes: [SessionChange], at now: Int64, always: Bool = false) -> [SessionChange] {
        if !changes.isEmpty {
            if options.events.isOn { unannounced += changes }
            stamp = makeStamp(first: true)
            firstCallPending = true
            recordedActivityMillis = now
            save()
            return options.events.isOn ? changes : []
        }
        if always || now - recordedActivityMillis >= Self.activityRecordMillis {
            recordedActivityMillis = now
            save()
        }
        return []
    }

    /// The stamp of the `Session Started` announcing `session`: the current stamp (the install's first event, when
    /// it is one), else the session's id alone.
    mutating func stamp(announcing session: Session) -> SessionStamp {
        stamp.sessionId == session.id ? stampForCall() : SessionStamp(sessionId: session.id, retention: nil)
    }

    /// The stamp for this call. The session's first call takes the first stamp (the retention figures, and
    /// `isNewInstall` on an install's first event); later calls the steady one. One comparison on the hot path.
    private mutating func stampForCall() -> SessionStamp {
        guard firstCallPending else { return stamp }
        firstCallPending = false
        let first = stamp
        if rules.isNewInstall { rules.installAnnounced() }
        stamp = makeStamp(first: false)
        return first
    }

    private func makeStamp(first: Bool) -> SessionStamp {
        let carriesRetention = options.retention == .everyEvent || (first && options.retention == .firstEventOfSession)
        return SessionStamp(sessionId: rules.current?.id ?? 0, retention: carriesRetention ? rules.retention : nil)
    }

    private var record: SessionRecord {
        SessionRecord(current: rules.current, history: rules.history, unannounced: unannounced, salt: salt)
    }

    private func save() {
        if let failure = file.save(record) {
            log.report(.error, "session_write_failed", "\(failure); the session holds until the app quits")
        }
    }
}
