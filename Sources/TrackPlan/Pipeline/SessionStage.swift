/// The `session` stage: attaches the session the event belongs to (`SessionStamp`: `context.sessionId`,
/// `context.retention`, the Amplitude `integrations` entries). Which session that is was decided by
/// `SessionState.observe(at:)` in the call's snapshot, under the lock, so concurrent calls agree; nothing when
/// sessions are off.
enum SessionStage {
    static func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, session: SessionStamp?) {
        process(&draft.fields, session: session)
    }

    static func process(_ fields: inout DraftFields, session: SessionStamp?) {
        fields.session = session
    }
}
