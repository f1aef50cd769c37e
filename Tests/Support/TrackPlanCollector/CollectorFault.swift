/// One way the collector can misbehave on the next request. Faults are queued and each request takes the first.
/// Codable so a separate process can queue them through `POST /control/faults`.
public enum CollectorFault: Sendable, Equatable, Codable {
    /// Answer with `status` (and `Retry-After: retryAfter` when given) without accepting anything.
    case status(Int, retryAfter: String? = nil)
    /// Wait this long, then handle the request normally.
    case delay(seconds: Double)
    /// Accept the batch, then send the status line and half the body and close the connection: the client never
    /// learns that its batch landed and must retry it with the same `Idempotency-Key`.
    case closeMidResponse

    public static func tooManyRequests(retryAfter: String) -> CollectorFault {
        .status(429, retryAfter: retryAfter)
    }
}
