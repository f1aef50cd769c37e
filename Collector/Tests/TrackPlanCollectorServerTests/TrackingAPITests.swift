import Foundation
import Testing

@testable import TrackPlanCollectorServer

/// Segment's HTTP tracking API against a real server on 127.0.0.1, with a real SQLite store.
@Suite struct TrackingAPITests {
    @Test func aBatchIsStoredValidatedAndListedNewestFirstWithStableFields() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let good = productViewed(messageId: "m-good")
        let bad = productViewed(messageId: "m-bad", price: #""cheap""#)
        let answer = try await server.post(
            "/v1/batch", json: #"{"batch":[\#(good),\#(bad)],"sentAt":"2026-11-23T10:00:01.000Z"}"#,
            headers: ["Authorization": basicAuth("key-1")])
        #expect(answer.status == 200)
        #expect(String(decoding: answer.body, as: UTF8.self) == #"{"success":true}"#)

        let events = try await server.events()
        #expect(events.map { $0["messageId"] as? String } == ["m-bad", "m-good"])
        for key in ["messageId", "type", "event", "userId", "anonymousId", "receivedAt", "valid", "problems", "message"] {
            #expect(events[0].keys.contains(key), "missing \(key)")
        }
        #expect(events[0]["valid"] as? Bool == false)
        #expect(events[0]["writeKey"] as? String == "key-1")
        let problem = try #require((events[0]["problems"] as? [[String: Any]])?.first)
        #expect(problem["pointer"] as? String == "/properties/price")
        #expect(problem["rule"] as? String == "type")
        #expect((problem["plan"] as? String)?.hasPrefix("properties.json:") == true)
        #expect((events[0]["message"] as? [String: Any])?["event"] as? String == "Product Viewed")

        #expect(try await server.events("status=valid").count == 1)
        #expect(try await server.events("status=invalid").count == 1)
        #expect(try await server.events("status=all&event=Nope").isEmpty)
        #expect(try await server.events("limit=1").count == 1)
    }

    @Test func everySingleCallEndpointTakesOneMessage() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let calls: [(String, String)] = [
            ("track", #"{"event":"Search Performed","userId":"u","properties":{}}"#),
            ("identify", #"{"userId":"u","traits":{"first_name":"Ada"}}"#),
            ("screen", #"{"name":"Cart","userId":"u"}"#),
            ("page", #"{"name":"Home","userId":"u"}"#),
            ("group", #"{"groupId":"g","userId":"u","traits":{}}"#),
            ("alias", #"{"previousId":"a","userId":"u"}"#),
        ]
        for (path, body) in calls {
            #expect(try await server.post("/v1/\(path)", json: body).status == 200, "\(path)")
        }
        let types = try await server.events().compactMap { $0["type"] as? String }
        #expect(types == calls.map(\.0).reversed())
    }

    @Test func gzipBodiesAreAccepted() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let body = try gzip(Data(#"{"batch":[\#(productViewed())]}"#.utf8))
        let answer = try await server.send(
            "POST", "/v1/batch", body: body, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"])
        #expect(answer.status == 200)
        #expect(try await server.events().count == 1)
    }

    @Test func theWriteKeyIsEnforcedOnlyWhenConfigured() async throws {
        let strict = try await RunningCollector.start { $0.writeKey = "secret" }
        defer { Task { await strict.stop() } }
        let body = #"{"batch":[\#(productViewed())]}"#
        #expect(try await strict.post("/v1/batch", json: body, headers: ["Authorization": basicAuth("wrong")]).status == 401)
        #expect(try await strict.post("/v1/batch", json: body).status == 401)
        #expect(try await strict.post("/v1/batch", json: body, headers: ["Authorization": basicAuth("secret")]).status == 200)
        #expect(try await strict.events().count == 1)
    }

    @Test func sizeLimitsAnswer413AndMalformedJSONAnswers400WithAJSONError() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let big = productViewed(extra: #","pad":""# + String(repeating: "x", count: 33 * 1024) + #"""#)
        #expect(try await server.post("/v1/batch", json: #"{"batch":[\#(big)]}"#).status == 413)
        let many = (0..<300).map { _ in productViewed(extra: #","pad":""# + String(repeating: "y", count: 1500) + #"""#) }
        #expect(try await server.post("/v1/batch", json: #"{"batch":[\#(many.joined(separator: ","))]}"#).status == 413)
        let malformed = try await server.post("/v1/batch", json: #"{"batch":[{"type":"track",}]}"#)
        #expect(malformed.status == 400)
        let error = try JSONSerialization.jsonObject(with: malformed.body) as? [String: Any]
        #expect(error?["error"] as? String == "malformed_json")
        #expect((error?["message"] as? String)?.contains("byte") == true)
        #expect(try await server.events().isEmpty)
    }

    @Test func idempotencyKeysDeduplicateAcrossARestartAndRepeatedMessageIdsAreFlagged() async throws {
        let first = try await RunningCollector.start()
        let body = #"{"batch":[\#(productViewed(messageId: "same"))]}"#
        #expect(try await first.post("/v1/batch", json: body, headers: ["Idempotency-Key": "k1"]).status == 200)
        await first.stop()

        let second = try await RunningCollector.start(directory: first.directory)
        defer { Task { await second.stop() } }
        #expect(try await second.post("/v1/batch", json: body, headers: ["Idempotency-Key": "k1"]).status == 200)
        #expect(try await second.events().count == 1)
        #expect(try await second.post("/v1/batch", json: body, headers: ["Idempotency-Key": "k2"]).status == 200)
        let events = try await second.events()
        #expect(events.map { $0["duplicate"] as? Bool } == [true, false])
    }

    @Test func summaryResetAndHealth() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let unplanned = #"{"type":"track","event":"Mystery","userId":"u","properties":{}}"#
        _ = try await server.post("/v1/batch", json: #"{"batch":[\#(productViewed()),\#(productViewed()),\#(unplanned)]}"#)
        let summary = try await server.summary()
        #expect(summary["total"] as? Int == 3)
        #expect(summary["valid"] as? Int == 2)
        #expect(summary["invalid"] as? Int == 1)
        #expect(summary["unplanned"] as? [String] == ["Mystery"])
        #expect(summary["firstSeen"] is String)
        let rows = try #require(summary["events"] as? [[String: Any]])
        #expect(rows.first { $0["event"] as? String == "Product Viewed" }?["valid"] as? Int == 2)
        #expect(try await server.post("/api/reset", json: "").status == 200)
        #expect(try await server.events().isEmpty)
        let health = try await server.send("GET", "/healthz", headers: [:])
        #expect(health.status == 200)
    }
}

/// gzip of `data` by the system's `gzip` tool (the test must not share the code under test).
func gzip(_ data: Data) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/gzip")
    process.arguments = ["-c"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(data)
    try input.fileHandleForWriting.close()
    let compressed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return compressed
}
