import Foundation
import Testing

/// `POST /v1/forget` is recorded once per `Idempotency-Key` and listed by `GET /api/forget`; a body without an id
/// is refused.
@Suite struct ForgetRouteTests {
    @Test func forgetRequestsAreRecordedOncePerKeyAndListed() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let body = #"{"type":"forget","userId":"u-1","anonymousId":"a-1","messageId":"m-1","timestamp":"2026-11-25T10:00:00.000Z"}"#
        #expect(try await server.post("/v1/forget", json: body, headers: ["Idempotency-Key": "k-1"]).status == 200)
        #expect(try await server.post("/v1/forget", json: body, headers: ["Idempotency-Key": "k-1"]).status == 200)
        #expect(try await server.post("/v1/forget", json: #"{"anonymousId":"a-2"}"#, headers: ["Idempotency-Key": "k-2"]).status == 200)
        let refused = try await server.post("/v1/forget", json: #"{"userId":""}"#)
        #expect(refused.status == 400)
        #expect(String(decoding: refused.body, as: UTF8.self).contains("missing_id"))
        let (status, listed, _) = try await server.send("GET", "/api/forget", headers: [:])
        #expect(status == 200)
        let root = try #require(try JSONSerialization.jsonObject(with: listed) as? [String: Any])
        let entries = try #require(root["forget"] as? [[String: Any]])
        #expect(entries.count == 2)
        #expect(entries[0]["userId"] as? String == "u-1")
        #expect(entries[0]["anonymousId"] as? String == "a-1")
        #expect(entries[0]["messageId"] as? String == "m-1")
        #expect(entries[1]["userId"] == nil)
        #expect(entries[1]["anonymousId"] as? String == "a-2")
    }
}
