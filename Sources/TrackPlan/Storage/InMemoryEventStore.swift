import Foundation

/// A store that keeps events in memory only: same caps, order and counters as the file store, no durability.
/// For apps that opt out of disk persistence, and for tests.
final class InMemoryEventStore: EventStore, @unchecked Sendable {
    private let lock = NSLock()
    private var queue: EventQueue
    private var closed = false

    init(limits: StorageLimits = StorageLimits()) {
        queue = EventQueue(limits: limits)
    }

    @discardableResult
    func append(json: [UInt8], createdAtMillis: Int64) -> UInt64? {
        lock.withLock { closed ? nil : queue.append(json: json, createdAtMillis: createdAtMillis).sequence }
    }

    func nextBatch(maxCount: Int, maxBytes: Int, newKey: () -> String) -> PendingBatch? {
        lock.withLock { queue.nextBatch(maxCount: maxCount, maxBytes: maxBytes, newKey: newKey)?.batch }
    }

    func abandonPending() {
        lock.withLock { queue.abandonPending() }
    }

    func finish(_ batch: PendingBatch, _ outcome: BatchOutcome) {
        lock.withLock { queue.finish(batch, outcome) }
    }

    func countDropped(_ count: Int, _ reason: DropReason) {
        lock.withLock { queue.countDropped(count, reason) }
    }

    func stats() -> StoreStats {
        lock.withLock { queue.stats(storageFailure: nil, failedWrites: 0) }
    }

    func close() {
        lock.withLock { closed = true }
    }
}

extension EventQueue {
    func stats(storageFailure: StorageFailure?, failedWrites: Int) -> StoreStats {
        let pendingCount = pending?.events.count ?? 0
        return StoreStats(
            buffered: count - pendingCount, pending: pendingCount, dropped: dropped, liveBytes: liveBytes,
            storageFailure: storageFailure, failedWrites: failedWrites)
    }
}
