import Foundation

/// The identity's home on disk: `identity.json` beside the queue,
/// `{"anonymousId":…,"userId":…,"groupId":…,"generation":…,"traits":"{…}"}` (the remembered traits as the JSON text
/// events carry, PII actions already applied),
/// replaced atomically (written to a temporary file, then renamed), so after `kill -9` at any instant it holds
/// either the identity before a call or the one after it, never a mix. Without a storage directory the identity
/// lives as long as the process.
struct IdentityFile: Sendable {
    static let fileName = "identity.json"
    let directory: URL?
    /// Whose each generation was, for `forget()`; recorded before the identity is saved.
    let generationUsers: GenerationUsers

    init(directory: URL?) {
        self.directory = directory
        generationUsers = GenerationUsers(directory: directory)
    }

    /// The persisted identity; else the device's anonymous id (`anonymous-id`, minted on first launch) alone.
    /// `anonymousId` from the options, when given, wins over both.
    func load(anonymousId override: String?, context: EventContext) -> Identity {
        let stored = directory.flatMap { read($0.appendingPathComponent(Self.fileName)) }
        let anonymousId = override ?? stored?.anonymousId ?? AnonymousID.load(directory: directory)
        let identity = Identity(
            anonymousId: anonymousId, userId: stored?.userId, groupId: stored?.groupId, generation: stored?.generation ?? 0, base: context,
            traits: stored?.traits ?? [])
        generationUsers.record(identity)  // an identity saved before the map existed
        return identity
    }

    /// What `identity.json` holds.
    private struct Stored {
        var anonymousId: String
        var userId: String?
        var groupId: String?
        var generation: UInt16
        var traits: [EventAdditions.Member]
    }

    /// Replaces the file; returns the failure, if any (the identity still applies in memory).
    func save(_ identity: Identity) -> (any Error)? {
        if let failure = generationUsers.record(identity) { return failure }
        guard let directory else { return nil }
        var object: [String: Any] = ["anonymousId": identity.anonymousId, "generation": Int(identity.generation)]
        object["userId"] = identity.userId
        object["groupId"] = identity.groupId
        if !identity.traits.isEmpty {
            var writer = JSONWriter(capacity: 128)
            writer.beginObject()
            writer.endObject()
            writer.merge(identity.traits, intoObjectAt: 0)
            object["traits"] = String(decoding: writer.bytes, as: UTF8.self)
        }
        return AtomicJSONFile.write(object, to: directory.appendingPathComponent(Self.fileName))
    }

    private func read(_ file: URL) -> Stored? {
        guard let object = AtomicJSONFile.read(file) as? [String: Any],
            let anonymousId = object["anonymousId"] as? String, !anonymousId.isEmpty
        else { return nil }
        let generation = (object["generation"] as? Int).map { UInt16(truncatingIfNeeded: $0) } ?? 0
        let traits = (object["traits"] as? String).map { JSONObjectMembers.additions(in: Array($0.utf8), objectAt: 0) } ?? []
        return Stored(
            anonymousId: anonymousId, userId: object["userId"] as? String, groupId: object["groupId"] as? String, generation: generation,
            traits: traits)
    }
}
