/// What one attempt to send a batch came back with: an HTTP status, or no HTTP answer at all.
public enum TransportOutcome: Sendable, Equatable {
    /// The collector answered. `retryAfter` is the raw `Retry-After` header value, when present.
    case response(status: Int, retryAfter: String?)
    /// No complete HTTP answer: refused, reset, closed mid-response, DNS, TLS, or timed out.
    case networkError(NetworkFailure)
}

/// Why no HTTP answer arrived. Timeouts are told apart because they behave like a 408.
public struct NetworkFailure: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        /// Nothing was listening, or the host could not be reached.
        case cannotConnect = "cannot-connect"
        /// The connection dropped before the whole answer arrived.
        case connectionLost = "connection-lost"
        /// The request or the answer took longer than the transport's timeout.
        case timedOut = "timed-out"
        /// Anything else the platform reported.
        case other
    }

    public var kind: Kind
    /// The platform's own words, for logs.
    public var message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "\(kind.rawValue): \(message)" }
}
