import Foundation

/// Everything `DeliveryPolicy` remembers between two attempts. A plain value: the client stores it, the policy
/// returns the next one.
struct DeliveryState: Sendable, Equatable {
    /// The most events the next batch may carry (lowered by 413, grown back after successes).
    var batchSizeLimit: Int
    /// Retryable HTTP answers (408, 429, 5xx) for the batch at the head of the queue.
    var attempts = 0
    /// Retryable failures in a row, across batches; drives the backoff exponent and the circuit breaker.
    var consecutiveFailures = 0
    /// 2xx answers since the batch size was last lowered or raised.
    var successesSinceResize = 0
    /// No batch may be sent before this instant (backoff, `Retry-After`, open breaker).
    var notBefore: Date?
    /// The circuit breaker: open while `breakerOpenUntil` is set; one probe is allowed once it has passed.
    var breakerOpenUntil: Date?
    /// The cool-down the breaker used when it last opened; doubled on a failed probe.
    var breakerCooldown: TimeInterval = 0
    /// Set while delivery is paused (401, 403, 404).
    var pause: PauseReason?

    init(batchSizeLimit: Int) {
        self.batchSizeLimit = max(1, batchSizeLimit)
    }

    /// True when the breaker has opened and its cool-down has passed: the next send is the half-open probe.
    func isHalfOpen(at now: Date) -> Bool {
        breakerOpenUntil.map { now >= $0 } ?? false
    }
}

/// Whether the client may send now.
enum DeliveryReadiness: Sendable, Equatable {
    case ready
    /// Backing off (retry delay, `Retry-After`, or open breaker).
    case wait(until: Date)
    /// Paused by 401, 403 or 404; resumes at `until` or on an explicit `flush()`.
    case paused(PauseReason, until: Date)
}

/// The policy's answer to one outcome: what to do, and the state to keep.
struct DeliveryStep: Sendable, Equatable {
    var decision: DeliveryDecision
    var state: DeliveryState
}
