import Foundation

/// A store that keeps events in memory only: same caps, order and counters as the file store, no durability.
/// For apps that opt out of disk persistence, and for tests.
final class InMemoryEventStore: QueueGuardedStore, @unchecked Sendable {
    private let lock = PlainMutex()
    private var queue: EventQueue
    private var closed = false
    private let failure: StorageFailure?
    private let onDrops: @Sendable (DropReason, Int) -> Void

    /// `failure` is why a storage directory could not be used, when this store stands in for a file store; it is
    /// reported in `stats().storageFailure` for as long as the store runs.
    /// `onDrops` is told the drops the store decides on its own (caps, refusals), as they happen: each reason and
    /// its count.
    init(
        limits: StorageLimits = StorageLimits(), failure: StorageFailure? = nil, onDrops: @escaping @Sendable (DropReason, Int) -> Void = { _, _ in }
    ) {
        queue = EventQueue(limits: limits)
        self.failure = failure
        self.onDrops = onDrops
    }

    @discardableResult
    func append(json: [UInt8], createdAtMillis: Int64, tag: EventTag) -> UInt64? {
        lock.withLock {
            guard !closed else { return nil }
            defer { if queue.hasUnseen { queue.takeUnseen(onDrops) } }
            let category = queue.categories.id(tag.category)
            if let refusal = queue.categories.refusal(category: category, generation: tag.generation) {
                queue.countUnseen(1, refusal)
                return 0
            }
            let event = StoredEvent(sequence: queue.nextSequence, createdAtMillis: createdAtMillis, json: json, tag: tag)
            queue.appendHeld(event, category: category)
            queue.enforceCaps()
            return event.sequence
        }
    }

    func nextBatch(maxCount: Int, maxBytes: Int, newKey: () -> String) -> PendingBatch? {
        lock.withLock { queue.nextBatch(maxCount: maxCount, maxBytes: maxBytes, newKey: newKey, read: { _ in nil })?.batch }
    }

    func abandonPending() {
        lock.withLock { queue.abandonPending() }
    }

    @discardableResult
    func purge(_ matcher: PurgeMatcher, reason: DropReason) -> Int {
        lock.withLock { queue.purge(matcher, after: 0, through: queue.nextSequence - 1, reason: reason).removed }
    }

    func finish(_ batch: PendingBatch, _ outcome: BatchOutcome) {
        lock.withLock { queue.finish(batch, outcome) }
    }

    func withQueue<Result>(_ body: (inout EventQueue) -> Result) -> Result {
        lock.withLock { body(&queue) }
    }

    func stats() -> StoreStats {
        lock.withLock { queue.stats(storageFailure: failure, failedWrites: 0) }
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
            held: heldCount, storageFailure: storageFailure, failedWrites: failedWrites)
    }
}
