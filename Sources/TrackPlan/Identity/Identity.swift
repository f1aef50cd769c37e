import Foundation

/// Who events are about: the device's anonymous id, and the user and group the app named. An immutable snapshot:
/// `identify`, `group`, `alias` and `reset` replace it whole, so `track` takes it with one lock acquisition and
/// one reference, and every event carries one consistent identity.
final class Identity: Sendable, Equatable {
    let anonymousId: String
    let userId: String?
    let groupId: String?
    /// The envelope's `context` for events under this identity: the library, and `groupId` once a group is set.
    let context: [UInt8]

    init(anonymousId: String, userId: String? = nil, groupId: String? = nil) {
        self.anonymousId = anonymousId
        self.userId = userId
        self.groupId = groupId
        context = EnvelopeContext.encode(groupId: groupId)
    }

    func with(userId: String?) -> Identity { Identity(anonymousId: anonymousId, userId: userId, groupId: groupId) }

    func with(groupId: String?) -> Identity { Identity(anonymousId: anonymousId, userId: userId, groupId: groupId) }

    /// Signed out: a fresh anonymous id, no user, no group.
    static func fresh() -> Identity { Identity(anonymousId: UUID().uuidString.lowercased()) }

    static func == (lhs: Identity, rhs: Identity) -> Bool {
        lhs.anonymousId == rhs.anonymousId && lhs.userId == rhs.userId && lhs.groupId == rhs.groupId
    }
}
