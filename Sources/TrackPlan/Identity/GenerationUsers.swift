import Foundation

/// Which user id each identity generation belonged to, so `forget()` purges every queued event of the user, not
/// only those of the current generation (a user who signed out and back in, or another user in between, left
/// events under older generations). `generations.json` beside the queue, `[{"generation":…,"userId":…}, …]`
/// oldest first, at most `capacity` entries, replaced atomically; written before `identity.json` whenever an
/// identity with a user id starts a new pair, so a generation's events can never outlive the record of whose
/// they are. Without a storage directory the map lives as long as the process.
final class GenerationUsers: Sendable {
    static let fileName = "generations.json"
    /// More generations than any queue holds events of (each needs an `identify` with another user or a sign-out).
    static let capacity = 64
    private let file: URL?
    private let entries: Locked<[(generation: UInt16, userId: String)]>

    init(directory: URL?) {
        file = directory?.appendingPathComponent(Self.fileName)
        entries = Locked(file.map(Self.read) ?? [])
    }

    /// Records that `identity`'s generation belongs to its user id (nothing for an anonymous identity); returns the
    /// failure, if any.
    @discardableResult
    func record(_ identity: Identity) -> (any Error)? {
        guard let userId = identity.userId else { return nil }
        return entries.withLock { list in
            if list.last?.generation == identity.generation && list.last?.userId == userId { return nil }
            list.removeAll { $0.generation == identity.generation }
            list.append((identity.generation, userId))
            if list.count > Self.capacity { list.removeFirst(list.count - Self.capacity) }
            return save(list)
        }
    }

    /// The generations `userId` had, oldest first.
    func generations(of userId: String) -> [UInt16] {
        entries.withLock { $0.filter { $0.userId == userId }.map(\.generation) }
    }

    /// Forgets `userId` (after `forget()` purged its generations): its id leaves the disk.
    func remove(userId: String) {
        entries.withLock { list in
            guard list.contains(where: { $0.userId == userId }) else { return }
            list.removeAll { $0.userId == userId }
            _ = save(list)
        }
    }

    private func save(_ list: [(generation: UInt16, userId: String)]) -> (any Error)? {
        guard let file else { return nil }
        return AtomicJSONFile.write(list.map { ["generation": Int($0.generation), "userId": $0.userId] as [String: Any] }, to: file)
    }

    private static func read(_ file: URL) -> [(generation: UInt16, userId: String)] {
        guard let objects = AtomicJSONFile.read(file) as? [[String: Any]] else { return [] }
        return objects.compactMap { object in
            guard let generation = object["generation"] as? Int, let userId = object["userId"] as? String else { return nil }
            return (UInt16(truncatingIfNeeded: generation), userId)
        }
    }
}
