import Foundation

/// Who events are about: the device's anonymous id, and the user and group the app named. An immutable snapshot:
/// `identify`, `group`, `alias` and `reset` replace it whole, so `track` takes it with one lock acquisition and
/// one reference, and every event carries one consistent identity.
final class Identity: Sendable, Equatable {
    let anonymousId: String
    let userId: String?
    let groupId: String?
    /// The device and app context (detected at start, or the app's), the same for every identity.
    let base: EventContext
    /// The envelope's `context` for events under this identity: `base`, and `groupId` once a group is set; encoded
    /// once per identity, not per event.
    let context: [UInt8]

    init(anonymousId: String, userId: String? = nil, groupId: String? = nil, base: EventContext) {
        self.anonymousId = anonymousId
        self.userId = userId
        self.groupId = groupId
        self.base = base
        context = base.jsonBytes(groupId: groupId)
    }

    func with(userId: String?) -> Identity { Identity(anonymousId: anonymousId, userId: userId, groupId: groupId, base: base) }

    func with(groupId: String?) -> Identity { Identity(anonymousId: anonymousId, userId: userId, groupId: groupId, base: base) }

    /// Signed out: a fresh anonymous id, no user, no group, the same device context.
    func signedOut() -> Identity { Identity(anonymousId: UUID().uuidString.lowercased(), base: base) }

    static func == (lhs: Identity, rhs: Identity) -> Bool {
        lhs.anonymousId == rhs.anonymousId && lhs.userId == rhs.userId && lhs.groupId == rhs.groupId
    }
}
