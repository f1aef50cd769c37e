import Foundation

/// A session event on its way through the pipeline: the session it announces (not the one current when it is
/// queued), its deterministic message id, and the consent category the app chose (`SessionOptions.events`).
struct SessionAnnouncement: Sendable {
    let stamp: SessionStamp
    let messageId: UUID
    let consentCategory: String?
    let consentDefault: ConsentDefault
}

extension TrackPipeline {
    /// Queues `Session Ended` (stamped at the session's last activity) and `Session Started` for `changes`, in
    /// order, then tells the record they are queued. Called outside the lock.
    func announce(_ changes: [SessionChange]) {
        guard let options = sessionOptions else { return }
        var announced: [SessionChange] = []
        for change in changes {
            guard let messageId = state.withLock({ $0.session?.messageId(for: change) }) else { return }
            switch change {
            case .ended(let session):
                let stamp = SessionStamp(sessionId: session.id, retention: nil)
                _ = run(
                    SessionEnded(sessionId: session.id, durationSeconds: session.durationSeconds), trackedAt: session.lastActivityMillis,
                    announcing: announcement(stamp, messageId, options))
            case .started(let session):
                let stamp = state.withLock { $0.session?.stamp(announcing: session) } ?? SessionStamp(sessionId: session.id, retention: nil)
                _ = run(
                    SessionStarted(sessionId: session.id), trackedAt: session.startedAtMillis, announcing: announcement(stamp, messageId, options))
            }
            announced.append(change)
        }
        state.withLock { $0.session?.announced(announced) }
    }

    /// A lifecycle transition: activity that may end the session and start another (announced before returning).
    func sessionTransition(_ transition: LifecycleTransition) {
        let now = clock.nowMillis()
        let changes = state.withLock { $0.session?.transition(transition, at: now) ?? [] }
        if !changes.isEmpty { announce(changes) }
    }

    /// Records the last activity (at `stop()`).
    func flushSession() {
        state.withLock { $0.session?.flush() }
    }

    private func announcement(_ stamp: SessionStamp, _ messageId: UUID, _ options: SessionOptions) -> SessionAnnouncement {
        SessionAnnouncement(
            stamp: stamp, messageId: messageId, consentCategory: options.events.consentCategory, consentDefault: options.events.consentDefault)
    }
}
