import Foundation

/// A batch that will never be delivered, handed to `onPermanentFailure` before it leaves the queue.
public struct PermanentFailure: Sendable {
    /// Why: the collector refused it, one event is too large, or its attempts ran out.
    public var reason: PermanentFailureReason
    /// The batch's `Idempotency-Key`.
    public var idempotencyKey: String
    /// The envelopes, exactly as they were stored and sent.
    public var events: [Data]
}
