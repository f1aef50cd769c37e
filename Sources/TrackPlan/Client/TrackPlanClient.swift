import Foundation

/// The runtime's entry point: started once, then `track` from anywhere.
///
/// ```swift
/// let analytics = try TrackPlanClient.start(TrackPlanOptions(writeKey: key, endpoint: url, storageDirectory: dir))
/// analytics.track(OrderCompleted(orderId: "A-1", total: 12.5))
/// ```
/// `track` runs the pipeline on the calling thread (stages → encode → durable append) and returns; it never
/// throws and never traps. Delivery runs on its own task. See Docs/Runtime.md for the guarantees.
public final class TrackPlanClient: @unchecked Sendable {
    private let store: any EventStore
    private let worker: DeliveryWorker
    private let triggers: FlushTriggers
    private let stages: [any TrackStage]
    private let clock: any TrackPlanClock
    private let log: TrackPlanLogger
    private let anonymousId: String
    private let context: [UInt8]
    private let batchSize: UInt64
    private let maxEventBytes: Int
    private let lock = NSLock()
    private var ids = MessageIDGenerator()

    /// Validates `options`, opens (and rehydrates) the queue, and starts delivery.
    public static func start(_ options: TrackPlanOptions) throws(TrackPlanError) -> TrackPlanClient {
        let endpoint = try options.validated()
        let store: any EventStore
        if let directory = options.storageDirectory {
            let log = options.logger
            do {
                store = try FileEventStore(
                    directory: directory.path, limits: options.limits, nowMillis: options.clock.nowMillis(),
                    syncEachWrite: options.syncEachWrite,
                    onFailure: { failure in
                        log.report(.error, "storage_write_failed", "\(failure); new events are held in memory (not durable) up to the cap")
                    },
                    onRecovery: { log.report(.warning, "storage_recovered", "the log takes writes again; held events are durable") })
            } catch {
                // The app keeps its analytics: the queue runs in memory, and stats() says why.
                log.report(.error, "storage_unavailable", "cannot use \(directory.path): \(error); events are kept in memory only")
                store = InMemoryEventStore(limits: options.limits, failure: error)
            }
        } else {
            store = InMemoryEventStore(limits: options.limits)
        }
        return TrackPlanClient(options: options, endpoint: endpoint, store: store)
    }

    private init(options: TrackPlanOptions, endpoint: URL, store: any EventStore) {
        self.store = store
        worker = DeliveryWorker(store: store, options: options, endpoint: endpoint, transport: options.transport ?? URLSessionTransport())
        triggers = FlushTriggers(worker: worker, interval: options.flushInterval, clock: options.clock)
        stages = [ValidationStage(policy: options.invalidEvents)] + options.stages
        clock = options.clock
        log = options.logger
        anonymousId = options.anonymousId ?? AnonymousID.load(directory: options.storageDirectory)
        context = EnvelopeContext.library()
        batchSize = UInt64(options.batchSize)
        maxEventBytes = options.maxEventBytes
        let restored = store.stats()
        if restored.buffered + restored.pending > 0 { worker.trigger() }
        if restored.dropped.total > 0 { log.report(.warning, "queue_rehydrated_with_drops", "\(restored.dropped)") }
    }

    deinit {
        triggers.cancel()
    }

    /// Validates, encodes and durably queues `event`, then returns. Problems are counted and logged, never thrown.
    public func track<Event: TrackedEvent>(_ event: Event) {
        let now = clock.nowMillis()
        let messageId = lock.withLock { ids.next(unixMillis: now) }
        var draft = EventDraft(
            event: event, userId: nil, anonymousId: anonymousId, messageId: messageId, timestampMillis: now, context: context)
        for stage in stages {
            if case .drop(let reason) = stage.process(&draft, log: log) {
                store.countDropped(1, reason)
                return
            }
        }
        let writer = EnvelopeEncoder.encode(draft)
        // Never sent as null, whatever the policy: a NaN or infinity is not a value the plan can describe.
        if writer.nonFiniteNumberCount > 0 {
            log.report(.warning, "event_invalid", "\(Event.wireName) rejected: a number is not finite")
            store.countDropped(1, .invalid)
            return
        }
        if writer.bytes.count > maxEventBytes {
            log.report(.warning, "event_oversized", "\(Event.wireName) rejected: \(writer.bytes.count) bytes, the limit is \(maxEventBytes)")
            store.countDropped(1, .oversized)
            return
        }
        guard let sequence = store.append(json: writer.bytes, createdAtMillis: now) else {
            store.countDropped(1, .stopped)
            log.report(.warning, "client_stopped", "\(Event.wireName) tracked after stop(); dropped")
            return
        }
        if sequence % batchSize == 0 { worker.trigger() }
    }

    /// Sends everything queued; returns when the queue is empty or delivery has to wait (backoff, pause).
    /// An explicit flush also lifts a pause caused by 401/403/404. Never throws: failures keep events queued.
    public func flush() async {
        await worker.flush(explicit: true)
    }

    /// Stops accepting events (later `track` calls are dropped and counted as `stopped`), lets the request in
    /// flight finish, and closes the log. Everything still queued is on disk for the next start.
    public func stop() async {
        triggers.cancel()
        await worker.stop()
        store.close()
    }

    public func stats() -> TrackPlanStats {
        let storeStats = store.stats()
        let delivery = worker.counters.snapshot
        return TrackPlanStats(
            buffered: storeStats.buffered, pending: storeStats.pending, attempts: delivery.attempts,
            delivered: delivery.delivered, dropped: storeStats.dropped, paused: delivery.paused,
            storageFailure: storeStats.storageFailure, notDurable: storeStats.held)
    }
}
