/// Why a tracking request was refused as a whole. Nothing of a refused request is stored.
public struct IngestError: Error, Equatable, Sendable {
    /// The HTTP status answered: 400, 401, 413, 415, or 503 when the store cannot take the messages now.
    public var status: Int
    /// Stable machine-readable code, sent as `{"error": code, "message": …}`.
    public var code: String
    public var message: String
    /// Seconds sent as `Retry-After` (with 503).
    public var retryAfter: Int?

    public init(status: Int, code: String, message: String, retryAfter: Int? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.retryAfter = retryAfter
    }

    /// The store failed or did not answer in time: nothing was stored, the client should retry.
    static func storeUnavailable(_ error: any Error) -> IngestError {
        IngestError(status: 503, code: "store_unavailable", message: "the message store cannot take messages now: \(error)", retryAfter: 2)
    }

    static func malformed(_ message: String) -> IngestError { IngestError(status: 400, code: "malformed_json", message: message) }
    static func tooLarge(_ message: String) -> IngestError { IngestError(status: 413, code: "too_large", message: message) }
}
