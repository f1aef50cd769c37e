import Foundation

/// What the client does with the batch it just tried to send. Produced by `DeliveryPolicy.decide`.
enum DeliveryDecision: Sendable, Equatable {
    /// 2xx: remove the batch from the queue.
    case delivered
    /// Keep the batch (same events, same `Idempotency-Key`) and send it again after this many seconds.
    case retry(after: TimeInterval)
    /// 413: re-form the head of the queue into batches of at most this many events (a new batch, a new key)
    /// and send at once.
    case shrinkBatch(to: Int)
    /// Hand the batch to `onPermanentFailure`, remove it, and go on with the next one.
    case dropBatch(PermanentFailureReason)
    /// Keep every event and stop sending until `until`, or until the app calls `flush()` again. Report loudly.
    case pause(PauseReason, until: Date)
}

/// Why a batch will never be delivered. `code` is stable, for logs and dashboards.
public enum PermanentFailureReason: Sendable, Equatable, CustomStringConvertible {
    /// The collector refused the batch itself (400, 422, or another 4xx that retrying cannot change).
    case rejected(status: Int)
    /// 413 for a batch of one event: that event alone is over the collector's size limit.
    case eventTooLarge
    /// The batch failed with a retryable answer `attempts` times in a row; `lastStatus` is nil after a network error.
    case attemptsExhausted(attempts: Int, lastStatus: Int?)

    public var code: String {
        switch self {
        case .rejected: "batch_rejected"
        case .eventTooLarge: "event_too_large"
        case .attemptsExhausted: "attempts_exhausted"
        }
    }

    public var description: String {
        switch self {
        case .rejected(let status): "\(code): the collector answered \(status)"
        case .eventTooLarge: "\(code): a single event is larger than the collector accepts (413)"
        case .attemptsExhausted(let attempts, let status):
            "\(code): \(attempts) attempts, last answer \(status.map(String.init) ?? "a network error")"
        }
    }
}

/// Why delivery stopped while keeping the events.
public enum PauseReason: Sendable, Equatable, CustomStringConvertible {
    /// 401 or 403: the write key is wrong or revoked. Events stay queued until a key works again.
    case unauthorized(status: Int)
    /// 404: the endpoint URL points at nothing; every batch would fail the same way.
    case endpointNotFound

    public var code: String {
        switch self {
        case .unauthorized: "write_key_rejected"
        case .endpointNotFound: "endpoint_not_found"
        }
    }

    public var description: String {
        switch self {
        case .unauthorized(let status):
            "\(code): the collector answered \(status); delivery is paused and events are kept"
        case .endpointNotFound: "\(code): the collector answered 404; delivery is paused and events are kept"
        }
    }
}
