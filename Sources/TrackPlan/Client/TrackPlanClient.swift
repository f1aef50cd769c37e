import Foundation

/// The runtime's entry point: started once, then `track` from anywhere.
///
/// ```swift
/// let analytics = try TrackPlanClient.start(TrackPlanOptions(writeKey: key, endpoint: url, storageDirectory: dir))
/// analytics.track(OrderCompleted(orderId: "A-1", total: 12.5))
/// ```
/// `track` runs the pipeline on the calling thread (stages → encode → durable append) and returns; it never
/// throws and never traps. Delivery runs on its own task. See Docs/Runtime.md for the guarantees.
///
/// This type is only the public surface; the work is done by `TrackPipeline` (track), `DeliveryWorker`
/// (sending, with its state in `DeliveryStatus`), `FlushScheduler` (automatic flushes) and the `EventStore`.
public final class TrackPlanClient: Sendable {
    let store: any EventStore
    let pipeline: TrackPipeline
    let worker: DeliveryWorker
    private let scheduler: FlushScheduler
    private let countTrigger: UInt64?
    let beforeSendError: (@Sendable (CapturedError) -> CapturedError?)?
    let entitlementCache: EntitlementCache
    let entitlementFetcher: EntitlementFetcher
    let activityHub: ActivityHub
    let lifecycle: LifecycleController?
    private let capturesFatalSignals: Bool

    /// Validates `options`, opens (and rehydrates) the queue, and starts delivery.
    public static func start(_ options: TrackPlanOptions) throws(TrackPlanError) -> TrackPlanClient {
        let endpoint = try options.validated()
        let activity = ActivityHub()
        return TrackPlanClient(
            options: options.reportingPermanentFailures(to: activity), endpoint: endpoint,
            store: ObservedEventStore(options.openStore(activity: activity), activity: activity), activity: activity)
    }

    private init(options: TrackPlanOptions, endpoint: URL, store: any EventStore, activity: ActivityHub) {
        let hasPriorIdentity = LifecycleFile.hasPriorIdentity(in: options.storageDirectory)  // before the pipeline mints one
        self.store = store
        activityHub = activity
        let cache = EntitlementCache(directory: options.storageDirectory, clock: options.clock, log: options.logger, activity: activity)
        entitlementCache = cache
        entitlementFetcher = EntitlementFetcher(endpoint: endpoint, writeKey: options.writeKey, timeout: options.entitlementTimeout)
        pipeline = TrackPipeline(
            options: options, store: store,
            identityChanged: { identity in
                cache.identityChanged(userId: identity.userId, anonymousId: identity.anonymousId)
                activity.emit(.identityChanged(userId: identity.userId, anonymousId: identity.anonymousId, groupId: identity.groupId))
            },
            consentChanged: { consent in activity.emit(.consentChanged(granted: Set(consent.preferences.filter(\.granted).map(\.name)))) })
        let restoredIdentity = pipeline.identity
        cache.restore(userId: restoredIdentity.userId, anonymousId: restoredIdentity.anonymousId)
        worker = DeliveryWorker(store: store, options: options, endpoint: endpoint, transport: options.transport ?? URLSessionTransport())
        // Before anything is sent: a forget() or a withdrawal a crash cut short is finished (see Docs/Runtime.md).
        pipeline.finishForgets(worker.forgets)
        pipeline.purgeDeniedCategories()
        scheduler = FlushScheduler(policies: options.flushPolicies, worker: worker, clock: options.clock)
        countTrigger = options.flushPolicies.countTrigger
        beforeSendError = options.beforeSendError
        capturesFatalSignals = options.captureFatalSignals
        lifecycle =
            options.trackLifecycleEvents || options.sessions != nil
            ? LifecycleController(
                source: options.lifecycleSource ?? SystemLifecycleSource(), directory: options.storageDirectory, log: options.logger,
                tracksEvents: options.trackLifecycleEvents) : nil
        let restored = store.stats()
        if restored.buffered + restored.pending > 0 || !worker.forgets.isEmpty { worker.trigger() }
        if restored.dropped.total > 0 { options.logger.report(.warning, "queue_rehydrated_with_drops", "\(restored.dropped)") }
        if capturesFatalSignals { armFatalSignalCapture(directory: options.storageDirectory) }
        pipeline.announce(pipeline.launchSessionChanges)
        let app = pipeline.identity.base.app
        let worker = worker
        let pipeline = pipeline
        let flushesInBackground = options.flushPolicies.flushesInBackground
        lifecycle?.start(
            client: self, current: AppVersion(version: app.version, build: app.build), hasPriorIdentity: hasPriorIdentity,
            onTransition: { transition in
                pipeline.sessionTransition(transition)
                if transition == .didEnterBackground, flushesInBackground { worker.trigger() }
            })
    }

    /// Validates, encodes and durably queues `event`, then returns. Problems are counted and logged, never thrown.
    public func track<Event: TrackedEvent>(_ event: Event) {
        flushIfDue(pipeline.run(event))
    }

    /// `track` for an event tracked before start, at the time it was tracked.
    func replay<Event: TrackedEvent>(_ event: Event, trackedAt timestampMillis: Int64) {
        flushIfDue(pipeline.run(event, trackedAt: timestampMillis))
    }

    /// Applies the `count` flush policy to a call that queued something outside `track`.
    func flushIfDue(_ sequence: UInt64?) {
        if let sequence, let countTrigger, sequence % countTrigger == 0 { worker.trigger() }
    }

    /// Sends everything queued; returns when the queue is empty or delivery has to wait (backoff, pause).
    /// An explicit flush also lifts a pause caused by 401/403/404. Never throws: failures keep events queued.
    public func flush() async {
        await worker.flush(explicit: true)
    }

    /// Stops accepting events (later `track` calls are dropped and counted as `stopped`), lets the request in
    /// flight finish, and closes the log. Everything still queued is on disk for the next start.
    public func stop() async {
        lifecycle?.stop()
        pipeline.flushSession()
        if capturesFatalSignals { FatalSignalRecorder.uninstall() }
        scheduler.cancel()
        await worker.stop()
        store.close()
        activityHub.finish()
        entitlementCache.finish()
    }

    /// Turns the free-text scrubber on or off for events tracked from now on (see `TrackPlanOptions.scrubPII`).
    public func setScrubPII(_ isOn: Bool) {
        pipeline.state.withLock { $0.settings = $0.settings.with(piiWriting: PIIWriting(hasher: $0.piiHasher, scrubs: isOn)) }
    }

    /// Queue, delivery and drop counters at this instant.
    public func stats() -> TrackPlanStats {
        var stats = TrackPlanStats(store: store.stats(), delivery: worker.status.withLock { $0 })
        stats.piiScrubbed = pipeline.scrubbing.replaced
        return stats
    }
}
