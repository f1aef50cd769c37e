/// The client's store as the activity stream sees it: every call goes straight to the real store, and drops
/// counted from outside the store (validation, size, after `stop`, a permanent failure) and delivered batches are
/// also told to `ActivityHub` (the drops the store decides on its own reach it through the store's `onDrops`). `append` is passed through untouched, so `track` does no extra work.
final class ObservedEventStore: EventStore {
    private let base: any EventStore
    private let activity: ActivityHub

    init(_ base: any EventStore, activity: ActivityHub) {
        self.base = base
        self.activity = activity
    }

    func append(json: [UInt8], createdAtMillis: Int64, tag: EventTag) -> UInt64? {
        base.append(json: json, createdAtMillis: createdAtMillis, tag: tag)
    }

    func purge(_ matcher: PurgeMatcher, reason: DropReason) -> Int {
        let purged = base.purge(matcher, reason: reason)
        if purged > 0 { activity.emit(.eventDropped(reason, count: purged)) }
        return purged
    }

    func refuse(categories: Set<String>) { base.refuse(categories: categories) }

    func forget(generation: UInt16) { base.forget(generation: generation) }

    func nextBatch(maxCount: Int, maxBytes: Int, newKey: () -> String) -> PendingBatch? {
        base.nextBatch(maxCount: maxCount, maxBytes: maxBytes, newKey: newKey)
    }

    func abandonPending() { base.abandonPending() }

    func finish(_ batch: PendingBatch, _ outcome: BatchOutcome) {
        base.finish(batch, outcome)
        switch outcome {
        case .delivered: activity.emit(.batchDelivered(events: batch.events.count, bytes: batch.events.reduce(0) { $0 + $1.json.count }))
        case .dropped(let reason): activity.emit(.eventDropped(reason, count: batch.events.count))
        }
    }

    func countDropped(_ count: Int, _ reason: DropReason) {
        base.countDropped(count, reason)
        activity.emit(.eventDropped(reason, count: count))
    }

    func stats() -> StoreStats { base.stats() }

    func close() { base.close() }
}
