import Foundation

/// The synchronous half of `track`, on the caller's thread: stages (validation first) → envelope encoding →
/// durable append. Every event that does not reach the store is counted under a `DropReason` and logged.
/// A class, so `track` reaches it through one reference instead of copying (and retaining) every field per call.
final class TrackPipeline: Sendable {
    let store: any EventStore
    let stages: [any TrackStage]
    let clock: any TrackPlanClock
    let log: TrackPlanLogger
    let anonymousId: String
    /// The envelope's `context`, encoded once at start.
    let context: [UInt8]
    /// Largest envelope accepted; a larger one is dropped as `oversized`.
    let maxEventBytes: Int
    let messageIds = Locked(MessageIDGenerator())
    /// The free-text scrubber's switch and counts (on unless `options.scrubPII` is false).
    let scrubbing: PIIScrubSwitch

    init(options: TrackPlanOptions, store: any EventStore) {
        self.store = store
        stages = [ValidationStage(policy: options.invalidEvents)] + options.stages
        clock = options.clock
        log = options.logger
        anonymousId = options.anonymousId ?? AnonymousID.load(directory: options.storageDirectory)
        context = (options.context ?? EventContext.detected()).jsonBytes()
        maxEventBytes = options.maxEventBytes
        scrubbing = PIIScrubSwitch(isOn: options.scrubPII)
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
        let writer = EnvelopeEncoder.encode(draft, scrubPII: scrubbing.isOn)
        if writer.scrubbedPII.total > 0 { scrubbing.record(writer.scrubbedPII, eventName: Event.wireName, log: log) }
        // Never sent as null, whatever the policy: JSON has no NaN or infinity, and null would change the value.
        if writer.nonFiniteNumberCount > 0 {
            log.report(.warning, "event_invalid", "\(Event.wireName) rejected: a number is not finite")
            store.countDropped(1, .invalid)
            return nil
        }
        if writer.bytes.count > maxEventBytes {
            log.report(.warning, "event_oversized", "\(Event.wireName) rejected: \(writer.bytes.count) bytes, the limit is \(maxEventBytes)")
            store.countDropped(1, .oversized)
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
