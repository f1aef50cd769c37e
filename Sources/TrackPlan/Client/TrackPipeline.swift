import Foundation

/// The synchronous half of `track`, on the caller's thread: stages (validation first) → envelope encoding →
/// durable append. Every event that does not reach the store is counted under a `DropReason` and logged.
struct TrackPipeline: Sendable {
    let store: any EventStore
    let stages: [any TrackStage]
    let clock: any TrackPlanClock
    let log: TrackPlanLogger
    let anonymousId: String
    /// The envelope's `context`, encoded once at start.
    let context: [UInt8]
    let rejectNonFinite: Bool
    let messageIds = Locked(MessageIDGenerator())

    init(options: TrackPlanOptions, store: any EventStore) {
        self.store = store
        stages = [ValidationStage(policy: options.invalidEvents)] + options.stages
        clock = options.clock
        log = options.logger
        anonymousId = options.anonymousId ?? AnonymousID.load(directory: options.storageDirectory)
        context = EnvelopeContext.library()
        rejectNonFinite = options.invalidEvents == .reject
    }

    /// Runs `event` through to the store; returns its queue position, or nil when it was dropped.
    func run<Event: TrackedEvent>(_ event: Event) -> UInt64? {
        let now = clock.nowMillis()
        let messageId = messageIds.withLock { $0.next(unixMillis: now) }
        var draft = EventDraft(
            event: event, userId: nil, anonymousId: anonymousId, messageId: messageId, timestampMillis: now, context: context)
        for stage in stages {
            if case .drop(let reason) = stage.process(&draft, log: log) {
                store.countDropped(1, reason)
                return nil
            }
        }
        let writer = EnvelopeEncoder.encode(draft)
        if writer.nonFiniteNumberCount > 0 && rejectNonFinite {
            log.report(.warning, "event_invalid", "\(Event.wireName) rejected: a number is not finite")
            store.countDropped(1, .invalid)
            return nil
        }
        guard let sequence = store.append(json: writer.bytes, createdAtMillis: now) else {
            store.countDropped(1, .stopped)
            log.report(.warning, "client_stopped", "\(Event.wireName) tracked after stop(); dropped")
            return nil
        }
        return sequence
    }
}
