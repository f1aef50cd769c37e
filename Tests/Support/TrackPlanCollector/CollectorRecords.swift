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
    /// The query's parameters, percent-decoded.
    public var query: [String: String] = [:]

    public var idempotencyKey: String? { headers["idempotency-key"] }
}

/// One event the collector accepted (first sight of its `messageId`), in acceptance order.
public struct AcceptedEvent: Sendable {
    public var messageId: String?
    /// The `event` field, for track calls.
    public var name: String?
    /// The `Idempotency-Key` of the request that carried it.
    public var idempotencyKey: String?
    /// The request body it came in and its position in `batch`: `json` is cut out only when asked for, so
    /// accepting a batch costs one parse (re-serializing every event took half the collector's time).
    let body: Data
    let position: Int

    /// The event object as received, re-serialized with sorted keys.
    public var json: Data {
        guard let root = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let batch = root["batch"] as? [Any], position < batch.count,
            let data = try? JSONSerialization.data(withJSONObject: batch[position], options: [.sortedKeys])
        else { return Data() }
        return data
    }
}
