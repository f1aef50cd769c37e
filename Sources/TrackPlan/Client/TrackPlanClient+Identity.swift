/// Who the events are about (Segment's `identify`, `group`, `alias` and sign-out). Each call changes the identity
/// before it returns: every event tracked afterwards, on any thread, carries it, and it is on disk (with a storage
/// directory), so it survives `kill -9` and relaunches. The calls go through the same queue as events, as
/// `identify`, `group` and `alias` envelopes. See Docs/Identity.md.
extension TrackPlanClient {
    /// The user id events carry, if the app has named one.
    public var userId: String? { pipeline.identity.userId }

    /// The device's anonymous id: persisted, replaced by `reset()`.
    public var anonymousId: String { pipeline.identity.anonymousId }

    /// The group id events carry in `context.groupId`, if any.
    public var groupId: String? { pipeline.identity.groupId }

    /// Names the user, with the plan's typed `identify` traits (validated like an event's properties). The traits
    /// are remembered, merged key by key with earlier ones (persisted), and every later event carries them as
    /// `context.traits`, until `reset()`, `forget()` or another user id.
    public func identify<Traits: IdentifyTraitsPayload>(userId: String, traits: Traits) {
        let sequence = pipeline.changeIdentity("identify", traits: traits, rememberTraits: true, { $0.with(userId: userId) }) {
            _, new, messageId, now, pii in
            IdentityEnvelope.identify(traits, identity: new, messageId: messageId, timestampMillis: now, pii: pii)
        }
        flushIfDue(sequence)
    }

    /// Names the user, sending no traits.
    public func identify(userId: String) {
        identify(userId: userId, traits: NoTraits())
    }

    /// Puts the user in a group (account, household, team), with the plan's typed `group` traits.
    public func group<Traits: GroupTraitsPayload>(groupId: String, traits: Traits) {
        let sequence = pipeline.changeIdentity("group", traits: traits, { $0.with(groupId: groupId) }) { _, new, messageId, now, pii in
            IdentityEnvelope.group(traits, identity: new, messageId: messageId, timestampMillis: now, pii: pii)
        }
        flushIfDue(sequence)
    }

    /// Puts the user in a group, sending no traits.
    public func group(groupId: String) {
        group(groupId: groupId, traits: NoTraits())
    }

    /// Links the current identity (the user id, or the anonymous id before sign-up) to `newUserId`, which events
    /// carry from now on: an `alias` call with `previousId`.
    public func alias(to newUserId: String) {
        let sequence = pipeline.changeIdentity("alias", { $0.with(userId: newUserId, samePerson: true) }) { old, new, messageId, now, _ in
            IdentityEnvelope.alias(previousId: old.userId ?? old.anonymousId, identity: new, messageId: messageId, timestampMillis: now)
        }
        flushIfDue(sequence)
    }

    /// Sign-out: a new anonymous id, no user id, no group, no remembered traits, no super properties. Nothing is sent; events already
    /// queued keep the identity they were tracked with.
    public func reset() {
        pipeline.changeIdentity("reset", clearsSuperProperties: true, { $0.signedOut() }, envelope: nil)
    }
}
