/// Where tracked events wait until the collector has them. Implementations are thread-safe.
///
/// The contract every store keeps:
/// - `append` returns only once the event is as durable as the store can make it;
/// - `nextBatch` returns the pending batch again (same events, same key) until `finish` is called for it;
/// - only prefixes leave the queue, so order is FIFO whatever happens to a batch;
/// - nothing leaves without being delivered or counted in `stats().dropped`.
protocol EventStore: AnyObject, Sendable {
    /// Queues one encoded envelope and returns its sequence number: 0 when the store could neither write nor hold
    /// it (dropped and counted), nil once the store is closed.
    /// `tag` (consent category, identity generation) is kept with the event so a purge can find it.
    @discardableResult
    func append(json: [UInt8], createdAtMillis: Int64, tag: EventTag) -> UInt64?
    /// Removes the queued events `matcher` selects, except those of the pending batch (it may be on the wire),
    /// counts them under `reason` and records the purge durably, so none of them is sent after a restart either.
    /// Returns how many went.
    @discardableResult
    func purge(_ matcher: PurgeMatcher, reason: DropReason) -> Int
    /// Refuses later appends of these categories (and only these), counted as `consent_withdrawn`: an event that
    /// passed the consent gate just before a withdrawal must not be queued after the purge.
    func refuse(categories: Set<String>)
    /// Refuses later appends of this identity generation, counted as `forgotten` (the same race, for `forget()`).
    func forget(generation: UInt16)
    /// The batch to send next: the pending one if any, else up to `maxCount` events (at least one) and
    /// `maxBytes` of envelopes from the head, persisted as pending with a key from `newKey` before returning.
    func nextBatch(maxCount: Int, maxBytes: Int, newKey: () -> String) -> PendingBatch?
    /// Forgets the pending batch, so the next `nextBatch` forms a new one (with a new key).
    func abandonPending()
    /// Removes the batch: delivered, or dropped and counted.
    func finish(_ batch: PendingBatch, _ outcome: BatchOutcome)
    /// Counts drops that happened before the store saw the event (validation, after stop).
    func countDropped(_ count: Int, _ reason: DropReason)
    func stats() -> StoreStats
    /// Closes files; later appends are refused (and return nil).
    func close()
}

extension EventStore {
    /// Queues an event without a tag (no category, generation 0).
    @discardableResult
    func append(json: [UInt8], createdAtMillis: Int64) -> UInt64? {
        append(json: json, createdAtMillis: createdAtMillis, tag: .none)
    }
}

/// A snapshot of a store.
struct StoreStats: Sendable, Hashable {
    /// Events waiting, not in the pending batch.
    var buffered: Int
    /// Events in the batch being sent.
    var pending: Int
    var dropped: DropCounts
    /// Bytes of live records (what the disk cap bounds).
    var liveBytes: Int
    /// Queued events kept in memory only, because the disk refused them (or there is no disk): they do not
    /// survive the process. Always the newest events.
    var held: Int
    /// The last storage failure, while the store is degraded to memory; nil when writes succeed.
    var storageFailure: StorageFailure?
    /// Appends that could not be written to disk.
    var failedWrites: Int
}
