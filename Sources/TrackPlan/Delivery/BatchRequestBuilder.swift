import Foundation

/// Assembles a batch from events that were encoded once, at `track`: their stored bytes are copied between
/// `{"batch":[` and `],"sentAt":"…"}`, never parsed or re-encoded.
public struct BatchRequestBuilder: Sendable {
    /// `{endpoint}/v1/batch`.
    public let url: URL
    let authorization: String

    /// `endpoint` is the collector's base URL (`https://collector.example.com`); the batch path is appended.
    public init(endpoint: URL, writeKey: String) {
        url = endpoint.appendingPathComponent("v1").appendingPathComponent("batch")
        authorization = "Basic " + Data("\(writeKey):".utf8).base64EncodedString()
    }

    /// Builds the request for `events` (each one complete JSON object, as stored), stamped with `sentAt`.
    public func build<Events: Collection>(events: Events, idempotencyKey: String, sentAt: Date) -> BatchRequest
    where Events.Element: DataProtocol {
        var body = Data()
        body.reserveCapacity(events.reduce(32) { $0 + $1.count + 1 })
        body.append(contentsOf: Self.batchOpening)
        var first = true
        for event in events {
            if !first { body.append(UInt8(ascii: ",")) }
            body.append(contentsOf: event)
            first = false
        }
        body.append(contentsOf: Self.sentAtOpening)
        body.append(contentsOf: (UTCDateTime(sentAt) ?? UTCDateTime(millisecondsSince1970: 0)).text.utf8)
        body.append(contentsOf: Self.closing)
        return BatchRequest(
            url: url,
            headers: [
                ("Content-Type", "application/json"),
                ("Authorization", authorization),
                ("Idempotency-Key", idempotencyKey),
            ],
            body: body,
            idempotencyKey: idempotencyKey,
            eventCount: events.count
        )
    }

    /// Bytes a request adds around its events (opening, `sentAt`, closing), rounded up: a batch whose
    /// envelopes and separating commas take at most `maxBatchBytes - wrapperBytes` makes a body of at most
    /// `maxBatchBytes`.
    public static let wrapperBytes = 64

    private static let batchOpening = Array(#"{"batch":["#.utf8)
    private static let sentAtOpening = Array(#"],"sentAt":""#.utf8)
    private static let closing = Array(#""}"#.utf8)
}
