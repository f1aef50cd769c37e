import Foundation

/// The right-to-be-forgotten requests the collector received (`POST /v1/forget`), in order, one per
/// `Idempotency-Key` (a retried request is answered 200 and recorded once). Kept in memory and listed by
/// `GET /api/forget`; erasing the named user's stored events is left to whoever reads the list.
public final class ForgetLog: Sendable {
    /// One accepted request.
    public struct Entry: Sendable, Hashable, Codable {
        public var userId: String?
        public var anonymousId: String?
        public var messageId: String?
        public var idempotencyKey: String?
        public var receivedAt: String
    }

    private let entries = ForgetEntries()

    public init() {}

    public var all: [Entry] { entries.read() }

    /// Checks the body (`{"userId":…,"anonymousId":…}`, at least one of them a non-empty string) and records it;
    /// returns false when it was already recorded under the same key.
    @discardableResult
    public func record(body: Data, idempotencyKey: String?, receivedAt: String) throws(IngestError) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            throw IngestError(status: 400, code: "invalid_json", message: "a forget request is one JSON object")
        }
        let userId = (object["userId"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        let anonymousId = (object["anonymousId"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        guard userId != nil || anonymousId != nil else {
            throw IngestError(status: 400, code: "missing_id", message: "a forget request names a userId or an anonymousId")
        }
        let entry = Entry(
            userId: userId, anonymousId: anonymousId, messageId: object["messageId"] as? String, idempotencyKey: idempotencyKey,
            receivedAt: receivedAt)
        return entries.append(entry)
    }

    /// `{"forget":[…]}`.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let list = (try? encoder.encode(all)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
        return "{\"forget\":\(list)}"
    }
}

/// A list behind a lock, de-duplicated by idempotency key.
private final class ForgetEntries: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [ForgetLog.Entry] = []

    func read() -> [ForgetLog.Entry] { lock.withLock { items } }

    func append(_ entry: ForgetLog.Entry) -> Bool {
        lock.withLock {
            if let key = entry.idempotencyKey, items.contains(where: { $0.idempotencyKey == key }) { return false }
            items.append(entry)
            return true
        }
    }
}
