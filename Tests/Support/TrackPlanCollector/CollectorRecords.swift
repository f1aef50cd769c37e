import Foundation

/// Every request the collector saw, in arrival order, whatever it answered.
public struct RecordedRequest: Sendable {
    public var method: String
    public var path: String
    /// Header names lowercased.
    public var headers: [String: String]
    public var bodySize: Int
    public var receivedAt: Date
    /// The status sent, or nil when the connection was closed mid-response.
    public var status: Int?

    public var idempotencyKey: String? { headers["idempotency-key"] }
}

/// One event the collector accepted (first sight of its `messageId`), in acceptance order.
public struct AcceptedEvent: Sendable {
    public var messageId: String?
    /// The `event` field, for track calls.
    public var name: String?
    /// The event object as received, re-serialized.
    public var json: Data
    /// The `Idempotency-Key` of the request that carried it.
    public var idempotencyKey: String?
}
