import Foundation

/// One `POST /v1/forget` the collector accepted (first sight of its `Idempotency-Key`), in order.
public struct ForgetRecord: Codable, Sendable, Hashable {
    public var userId: String?
    public var anonymousId: String?
    public var messageId: String?
    public var idempotencyKey: String?
}

/// The accepted forget requests, de-duplicated by `Idempotency-Key` like batches.
final class ForgetLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var records: [ForgetRecord] = []

    var accepted: [ForgetRecord] { lock.withLock { records } }

    func record(_ record: ForgetRecord) {
        lock.withLock {
            if let key = record.idempotencyKey, records.contains(where: { $0.idempotencyKey == key }) { return }
            records.append(record)
        }
    }
}

extension CollectorState {
    /// `POST /v1/forget`: the queued fault (if any, as for a batch), basic auth, then
    /// `{"userId":…,"anonymousId":…,"messageId":…}` recorded; 400 for a body without an id.
    func handleForget(_ request: CollectorHTTPRequest) -> CollectorHTTPResponse {
        let (index, fault, _) = admit(request)
        let response = respondToForget(request, fault: fault)
        answered(index, response.status)
        return response
    }

    private func respondToForget(_ request: CollectorHTTPRequest, fault: CollectorFault?) -> CollectorHTTPResponse {
        if let answer = answer(for: fault) { return answer }
        guard request.headers["authorization"] == expectedAuthorization else { return .json(401) }
        guard let body = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
            body["userId"] is String || body["anonymousId"] is String
        else { return .json(400, Data(#"{"error":"a forget request names a userId or an anonymousId"}"#.utf8)) }
        forgets.record(
            ForgetRecord(
                userId: body["userId"] as? String, anonymousId: body["anonymousId"] as? String, messageId: body["messageId"] as? String,
                idempotencyKey: request.headers["idempotency-key"]))
        return .json(200, Self.successBody)
    }
}
