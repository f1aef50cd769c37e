import Foundation

/// Who events are about: the device's anonymous id, and the user and group the app named. An immutable snapshot:
/// `identify`, `group`, `alias` and `reset` replace it whole, so `track` takes it with one lock acquisition and
/// one reference, and every event carries one consistent identity.
final class Identity: Sendable, Equatable {
    let anonymousId: String
    let userId: String?
    let groupId: String?
    /// Raised whenever the events stop being about the same person (`reset`, `forget`, another user id), so
    /// `forget()` can purge the queued events of this one (see `EventTag`). Persisted; wraps around.
    let generation: UInt16
    /// The device and app context (detected at start, or the app's), the same for every identity.
    let base: EventContext
    /// `"consent":{"categoryPreferences":…}` (`ConsentState.contextMember`), carried in the context.
    let consent: [UInt8]
    /// The traits of the user's `identify` calls, merged key by key (a later value wins), as written in those
    /// calls (PII actions applied, scrubbed): every event carries them as `context.traits`, Segment's spec.
    let traits: [EventAdditions.Member]
    /// The envelope's `context` for events under this identity: `base`, `groupId` once a group is set, the
    /// remembered traits and the consent state; encoded once per identity (and consent change), not per event.
    let context: [UInt8]
    /// `"userId":"…","anonymousId":"…"` (`userId` only when known): the envelope's id members, encoded once per
    /// identity like `context`.
    let idMembers: [UInt8]
    /// `idMembers` then `context`, in memory the identity owns and frees (`OwnedBytes`): `track` copies both from
    /// here, without retaining and releasing the two arrays per event.
    private let envelopeParts: OwnedBytes
    /// `idMembers.count`, kept apart so reading it touches no array.
    private let idMembersCount: Int

    /// The bytes of `idMembers`, valid while the identity lives.
    var idMembersBytes: UnsafeRawBufferPointer { envelopeParts.bytes(0..<idMembersCount) }
    /// The bytes of `context`, valid while the identity lives.
    var contextBytes: UnsafeRawBufferPointer { envelopeParts.bytes(idMembersCount..<envelopeParts.count) }

    init(
        anonymousId: String, userId: String? = nil, groupId: String? = nil, generation: UInt16 = 0, base: EventContext,
        consent: [UInt8] = [], traits: [EventAdditions.Member] = []
    ) {
        self.anonymousId = anonymousId
        self.userId = userId
        self.groupId = groupId
        self.generation = generation
        self.base = base
        self.consent = consent
        self.traits = traits
        context = base.jsonBytes(groupId: groupId, traits: traits, member: consent)
        var ids = JSONWriter(capacity: 96)
        if let userId {
            ids.key(escaped: "userId")
            ids.string(userId)
        }
        ids.key(escaped: "anonymousId")
        ids.string(anonymousId)
        idMembers = ids.bytes
        idMembersCount = idMembers.count
        envelopeParts = OwnedBytes(idMembers, context)
    }

    /// Another user id; a switch from one named user to another starts a new generation, unless `samePerson` (an
    /// alias). From no user id to one is the same person. Another person's events do not carry this one's traits.
    func with(userId: String?, samePerson: Bool = false) -> Identity {
        let isAnotherUser = !samePerson && self.userId != nil && userId != self.userId
        return Identity(
            anonymousId: anonymousId, userId: userId, groupId: groupId, generation: isAnotherUser ? generation &+ 1 : generation, base: base,
            consent: consent, traits: isAnotherUser ? [] : traits)
    }

    func with(groupId: String?) -> Identity {
        Identity(anonymousId: anonymousId, userId: userId, groupId: groupId, generation: generation, base: base, consent: consent, traits: traits)
    }

    /// The same identity under another consent state.
    func with(consent: [UInt8]) -> Identity {
        Identity(anonymousId: anonymousId, userId: userId, groupId: groupId, generation: generation, base: base, consent: consent, traits: traits)
    }

    /// The same identity remembering `newer` traits too: a key already remembered takes the newer value, in place;
    /// a new key is added at the end.
    func remembering(_ newer: [EventAdditions.Member]) -> Identity {
        var merged = traits
        for member in newer {
            if let index = merged.firstIndex(where: { $0.key == member.key }) { merged[index] = member } else { merged.append(member) }
        }
        return Identity(
            anonymousId: anonymousId, userId: userId, groupId: groupId, generation: generation, base: base, consent: consent, traits: merged)
    }

    /// Signed out: a fresh anonymous id, no user, no group, no traits, a new generation, the same device context and
    /// consent.
    func signedOut() -> Identity {
        Identity(anonymousId: UUID().uuidString.lowercased(), generation: generation &+ 1, base: base, consent: consent)
    }

    static func == (lhs: Identity, rhs: Identity) -> Bool {
        lhs.anonymousId == rhs.anonymousId && lhs.userId == rhs.userId && lhs.groupId == rhs.groupId && lhs.generation == rhs.generation
            && lhs.traits == rhs.traits
    }
}
