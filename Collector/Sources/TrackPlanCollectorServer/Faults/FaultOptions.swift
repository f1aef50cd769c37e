/// Misbehaviour on purpose, so a developer can watch an app ride out a bad network. Applies to `/v1/*` only.
public struct FaultOptions: Sendable, Equatable {
    /// Share of tracking requests (0...1) answered with `status` instead of being stored.
    public var failRate: Double = 0
    /// The status a failed request gets (default 503).
    public var status: Int = 503
    /// Delay before every tracking request is handled.
    public var latencySeconds: Double = 0
    /// `Retry-After` value (seconds) sent with failed requests.
    public var retryAfter: Int?
    /// Share of tracking requests (0...1) whose connection is dropped after the batch was stored: the client never
    /// learns it landed and must retry with the same `Idempotency-Key`.
    public var dropConnectionRate: Double = 0

    public init(failRate: Double = 0, status: Int = 503, latencySeconds: Double = 0, retryAfter: Int? = nil, dropConnectionRate: Double = 0) {
        self.failRate = failRate
        self.status = status
        self.latencySeconds = latencySeconds
        self.retryAfter = retryAfter
        self.dropConnectionRate = dropConnectionRate
    }

    /// What to do with one request, from two uniform draws in 0..<1.
    public enum Decision: Equatable, Sendable {
        case serve
        case fail(status: Int, retryAfter: Int?)
        case serveThenDrop
    }

    public func decide(failDraw: Double, dropDraw: Double) -> Decision {
        if failDraw < failRate { return .fail(status: status, retryAfter: retryAfter) }
        if dropDraw < dropConnectionRate { return .serveThenDrop }
        return .serve
    }

    public var isActive: Bool { failRate > 0 || latencySeconds > 0 || dropConnectionRate > 0 }
}
