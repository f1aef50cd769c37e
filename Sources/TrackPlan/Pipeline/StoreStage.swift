/// The `store` stage: the checks every envelope passes (finite numbers, size), then the durable append. Identity
/// calls (`identify`, `group`, `alias`) pass it too. Every envelope that does not reach the store is counted.
struct StoreStage: Sendable {
    let store: any EventStore
    let log: TrackPlanLogger
    /// Largest envelope accepted; a larger one is dropped as `oversized`.
    let maxEventBytes: Int
    /// Running inside a SwiftUI preview (`PreviewDetection`): every envelope is dropped as `preview`.
    var dropsAll = false

    /// Returns the queue position, or nil when the envelope was dropped (and counted).
    /// `tag` (consent category, identity generation) lets the store purge on withdrawal and `forget()`.
    func append(_ writer: JSONWriter, createdAtMillis: Int64, tag: EventTag, what: String) -> UInt64? {
        if dropsAll {
            store.countDropped(1, .preview)
            return nil
        }
        // Never sent as null, whatever the policy: JSON has no NaN or infinity, and null would change the value.
        if writer.nonFiniteNumberCount > 0 {
            log.report(.warning, "event_invalid", "\(what) rejected: a number is not finite")
            store.countDropped(1, .invalid)
            return nil
        }
        if writer.bytes.count > maxEventBytes {
            log.report(.warning, "event_oversized", "\(what) rejected: \(writer.bytes.count) bytes, the limit is \(maxEventBytes)")
            store.countDropped(1, .oversized)
            return nil
        }
        guard let sequence = store.append(json: writer.bytes, createdAtMillis: createdAtMillis, tag: tag) else {
            store.countDropped(1, .stopped)
            log.report(.warning, "client_stopped", "\(what) after stop(); dropped")
            return nil
        }
        return sequence == 0 ? nil : sequence  // 0: the store dropped it (counted there)
    }
}
