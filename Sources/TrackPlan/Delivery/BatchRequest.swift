import Foundation

/// One `POST {endpoint}/v1/batch`, ready to send: what `BatchRequestBuilder` makes and an `HTTPTransport` sends.
public struct BatchRequest: Sendable, Equatable {
    /// `{endpoint}/v1/batch`.
    public var url: URL
    /// In the order they are sent: `Content-Type`, `Authorization`, `Idempotency-Key`.
    public var headers: [(name: String, value: String)]
    /// `{"batch":[...],"sentAt":"..."}`.
    public var body: Data
    /// Minted once per batch by the queue and reused on every retry of that batch.
    public var idempotencyKey: String
    /// How many events the body carries.
    public var eventCount: Int

    public init(url: URL, headers: [(name: String, value: String)], body: Data, idempotencyKey: String, eventCount: Int) {
        self.url = url
        self.headers = headers
        self.body = body
        self.idempotencyKey = idempotencyKey
        self.eventCount = eventCount
    }

    /// The value of the first header named `name` (case-insensitive).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    public static func == (lhs: BatchRequest, rhs: BatchRequest) -> Bool {
        lhs.url == rhs.url && lhs.body == rhs.body && lhs.idempotencyKey == rhs.idempotencyKey
            && lhs.eventCount == rhs.eventCount && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }
}
