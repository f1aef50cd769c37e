import Foundation

/// One right-to-be-forgotten request (`POST /v1/forget`, as `TrackPlanClient.forget()` sends it). The store keeps
/// it durably, erases every stored message whose `userId` or `anonymousId` it names, and drops later arrivals with
/// those ids. One per `Idempotency-Key`: a retried request is answered 200 and recorded once.
public struct ForgetRequest: Sendable, Hashable, Codable {
    public var userId: String?
    public var anonymousId: String?
    public var messageId: String?
    public var idempotencyKey: String?
    public var receivedAt: String

    public init(userId: String?, anonymousId: String?, messageId: String? = nil, idempotencyKey: String? = nil, receivedAt: String) {
        self.userId = userId
        self.anonymousId = anonymousId
        self.messageId = messageId
        self.idempotencyKey = idempotencyKey
        self.receivedAt = receivedAt
    }

    /// Reads a request body (`{"userId":…,"anonymousId":…}`, at least one of them a non-empty string).
    public init(body: Data, idempotencyKey: String?, receivedAt: String) throws(IngestError) {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            throw IngestError(status: 400, code: "invalid_json", message: "a forget request is one JSON object")
        }
        let userId = (object["userId"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        let anonymousId = (object["anonymousId"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        guard userId != nil || anonymousId != nil else {
            throw IngestError(status: 400, code: "missing_id", message: "a forget request names a userId or an anonymousId")
        }
        self.init(
            userId: userId, anonymousId: anonymousId, messageId: object["messageId"] as? String, idempotencyKey: idempotencyKey,
            receivedAt: receivedAt)
    }

    /// `{"forget":[…]}` for `GET /api/forget`.
    static func listJSON(_ requests: [ForgetRequest]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let list = (try? encoder.encode(requests)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
        return "{\"forget\":\(list)}"
    }
}

/// What recording a forget request did.
public struct ForgetOutcome: Sendable, Equatable {
    /// False when the idempotency key was recorded before (nothing erased again).
    public var recorded: Bool
    /// Messages erased now.
    public var erased: Int
}
