import Foundation

/// The forget requests not yet accepted by the collector, persisted in `forget.json` beside the queue (replaced
/// atomically before `forget()` changes anything else), so a request survives `kill -9` and is sent by the next
/// start. A request is the intent record of `forget()` too: saved with `purged: false` first, marked purged once
/// the local half is done, so a start that finds it unmarked finishes that half (`TrackPipeline.finishForgets`)
/// before anything is sent. Without a storage directory they live as long as the process.
final class ForgetQueue: Sendable {
    static let fileName = "forget.json"
    private let file: URL?
    private let pending: Locked<[ForgetRequest]>

    init(directory: URL?) {
        file = directory?.appendingPathComponent(Self.fileName)
        pending = Locked(file.map(Self.read) ?? [])
    }

    var requests: [ForgetRequest] { pending.withLock { $0 } }
    var isEmpty: Bool { pending.withLock(\.isEmpty) }

    /// Adds `request` and saves the list; returns the failure, if any (the request is still sent by this process).
    func add(_ request: ForgetRequest) -> (any Error)? {
        pending.withLock { list in
            list.append(request)
            return save(list)
        }
    }

    /// Marks the request's local half done and saves the list; returns the failure, if any (the next start then
    /// purges again, which finds nothing more).
    @discardableResult
    func markPurged(_ id: String) -> (any Error)? {
        pending.withLock { list in
            for index in list.indices where list[index].id == id { list[index].purged = true }
            return save(list)
        }
    }

    /// Removes the request (accepted, or refused for good) and saves the list.
    func remove(_ id: String) {
        pending.withLock { list in
            list.removeAll { $0.id == id }
            _ = save(list)
        }
    }

    private func save(_ list: [ForgetRequest]) -> (any Error)? {
        guard let file else { return nil }
        let objects: [[String: Any]] = list.map { request in
            var object: [String: Any] = ["id": request.id, "anonymousId": request.anonymousId, "timestampMillis": request.timestampMillis]
            object["userId"] = request.userId
            object["generations"] = request.generations.map(Int.init)
            object["purged"] = request.purged
            return object
        }
        return AtomicJSONFile.write(objects, to: file)
    }

    private static func read(_ file: URL) -> [ForgetRequest] {
        guard let objects = AtomicJSONFile.read(file) as? [[String: Any]] else { return [] }
        return objects.compactMap { object in
            guard let id = object["id"] as? String, let anonymousId = object["anonymousId"] as? String else { return nil }
            let millis = (object["timestampMillis"] as? NSNumber)?.int64Value ?? 0
            let generations = (object["generations"] as? [Int] ?? []).map { UInt16(truncatingIfNeeded: $0) }
            return ForgetRequest(
                id: id, userId: object["userId"] as? String, anonymousId: anonymousId, timestampMillis: millis, generations: generations,
                purged: object["purged"] as? Bool ?? true)
        }
    }
}
