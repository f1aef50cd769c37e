import CollectorTestEvents
import Foundation
import Testing
import TrackPlan

@testable import TrackPlanCollectorServer

/// `POST /api/entitlements` sets what `GET /v1/entitlements` answers; the runtime's `refreshEntitlements()` reads it.
@Suite struct EntitlementRoutesTests {
    @Test func whatIsSetIsServedToTheRightWriteKey() async throws {
        let server = try await RunningCollector.start { $0.writeKey = "wk" }
        defer { Task { await server.stop() } }
        let set = try await server.post(
            "/api/entitlements",
            json: #"{"userId":"u-1","entitlements":[{"key":"pro","expiresAt":"2030-01-01T00:00:00Z"},{"key":"early_access","expiresAt":null}]}"#)
        #expect(set.status == 200)
        let auth = ["Authorization": "Basic " + Data("wk:".utf8).base64EncodedString()]
        let served = try await server.send("GET", "/v1/entitlements?userId=u-1", headers: auth)
        #expect(served.status == 200)
        #expect(
            String(decoding: served.body, as: UTF8.self)
                == #"{"entitlements":[{"expiresAt":"2030-01-01T00:00:00Z","key":"pro"},{"key":"early_access"}],"userId":"u-1"}"#)
        let unknown = try await server.send("GET", "/v1/entitlements?userId=u-2", headers: auth)
        #expect(String(decoding: unknown.body, as: UTF8.self) == #"{"entitlements":[],"userId":"u-2"}"#)
        #expect(try await server.send("GET", "/v1/entitlements?userId=u-1", headers: [:]).status == 401)
        #expect(try await server.send("GET", "/v1/entitlements", headers: auth).status == 400)
        #expect(try await server.send("GET", "/api/entitlements?userId=u-1", headers: [:]).status == 200)
    }

    @Test(arguments: [
        #"[]"#, #"{"entitlements":[]}"#, #"{"userId":"u","entitlements":{}}"#, #"{"userId":"u","entitlements":[{"key":""}]}"#,
        #"{"userId":"u","entitlements":[{"key":"pro","expiresAt":"tomorrow"}]}"#,
    ])
    func aBadAnswerIsRefusedWithAReason(body: String) async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let answer = try await server.post("/api/entitlements", json: body)
        #expect(answer.status == 400)
        #expect(String(decoding: answer.body, as: UTF8.self).contains("bad_entitlements"))
    }

    @Test func theRuntimeRefreshesFromTheCollector() async throws {
        let server = try await RunningCollector.start(plan: RunningCollector.testPlan) { $0.writeKey = "runtime-key" }
        defer { Task { await server.stop() } }
        _ = try await server.post("/api/entitlements", json: #"{"userId":"u-1","entitlements":[{"key":"pro"},{"key":"gold_lounge"}]}"#)
        var options = TrackPlanOptions(writeKey: "runtime-key", endpoint: server.base, storageDirectory: nil)
        options.flushPolicies = [.manual]
        options.logger = .silent
        let client = try TrackPlanClient.start(options)
        client.identify(userId: "u-1")
        try await client.refreshEntitlements()
        #expect(client.isEntitled(.pro))
        #expect(!client.isEntitled(.earlyAccess))
        #expect(client.subscriptionStatus == .active([.pro]))
        await client.stop()
    }
}
