/// A snapshot of the client, for diagnostics screens and tests.
public struct TrackPlanStats: Sendable, Equatable {
    /// Events waiting, not yet in a batch.
    public var buffered: Int
    /// Events in the batch being sent (or waiting to be retried).
    public var pending: Int
    /// HTTP attempts made since start (every send, retries included).
    public var attempts: Int
    /// Events the collector accepted since start.
    public var delivered: Int
    /// Events dropped since start (rehydration drops included), by reason.
    public var dropped: DropCounts
    /// Why delivery is paused (401, 403, 404), if it is.
    public var paused: PauseReason?
    /// The last storage failure while the queue runs in memory only; nil when writes succeed.
    public var storageFailure: StorageFailure?
    /// Email addresses and card numbers the scrubber replaced in events tracked since start.
    public var piiScrubbed = PIIScrubCounts()
    /// Queued events kept in memory only because the disk refused them (or no directory could be used): they
    /// are delivered if the process lives, but do not survive it. 0 when every queued event is on disk.
    public var notDurable = 0
}

extension TrackPlanStats {
    init(store: StoreStats, delivery: DeliveryStatus) {
        self.init(
            buffered: store.buffered, pending: store.pending, attempts: delivery.attempts, delivered: delivery.delivered,
            dropped: store.dropped, paused: delivery.paused, storageFailure: store.storageFailure, notDurable: store.held)
    }
}
