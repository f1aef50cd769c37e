import Foundation

/// One right-to-be-forgotten request: `POST {endpoint}/v1/forget` naming the user and anonymous ids `forget()`
/// erased. Kept in `forget.json` until the collector accepts it, and retried like a batch (same policy, same
/// `Idempotency-Key` on every attempt, across restarts).
struct ForgetRequest: Sendable, Hashable {
    /// The request's id: its `messageId` in the body and its `Idempotency-Key`.
    var id: String
    var userId: String?
    var anonymousId: String
    var timestampMillis: Int64
    /// The identity generations whose queued events the request purges (see `EventTag`).
    var generations: [UInt16] = []
    /// Whether the local half is done: signed out and the generations' queued events purged. A request saved
    /// without it (`kill -9` during `forget()`) is finished by the next start before anything is sent.
    var purged = true

    /// `{"type":"forget","userId":…,"anonymousId":…,"messageId":…,"timestamp":…}` (`userId` only when known).
    var body: [UInt8] {
        var writer = JSONWriter(capacity: 192)
        writer.beginObject()
        writer.key(escaped: "type")
        writer.string(escaped: "forget")
        if let userId {
            writer.key(escaped: "userId")
            writer.string(userId)
        }
        writer.key(escaped: "anonymousId")
        writer.string(anonymousId)
        writer.key(escaped: "messageId")
        writer.string(id)
        writer.key(escaped: "timestamp")
        writer.timestamp(millisecondsSince1970: timestampMillis)
        writer.endObject()
        return writer.bytes
    }
}

extension BatchRequestBuilder {
    /// `POST {endpoint}/v1/forget` with the batch's headers (basic auth, `Idempotency-Key: <request id>`).
    func forget(_ request: ForgetRequest) -> BatchRequest {
        BatchRequest(
            url: url.deletingLastPathComponent().appendingPathComponent("forget"),
            headers: [("Content-Type", "application/json"), ("Authorization", authorization), ("Idempotency-Key", request.id)],
            body: Data(request.body), idempotencyKey: request.id, eventCount: 1)
    }
}
