import Foundation
import Testing

@testable import TrackPlanCollectorServer

/// `POST /v1/forget` erases what is stored of the user and anonymous id, and drops their later messages.
@Suite struct ForgetErasureTests {
    @Test func forgetErasesStoredMessagesAndDropsLaterOnes() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let mine = #"{"type":"track","event":"Product Viewed","userId":"u-1","anonymousId":"a-1","properties":{}}"#
        let theirs = #"{"type":"track","event":"Product Viewed","userId":"u-2","anonymousId":"a-2","properties":{}}"#
        #expect(try await server.post("/v1/batch", json: #"{"batch":[\#(mine),\#(mine),\#(theirs)]}"#).status == 200)
        let forget = try await server.post("/v1/forget", json: #"{"userId":"u-1"}"#, headers: ["Idempotency-Key": "f-1"])
        #expect(forget.status == 200)
        #expect(String(decoding: forget.body, as: UTF8.self) == #"{"success":true,"recorded":true,"erased":2}"#)
        #expect(try await server.events().compactMap { $0["userId"] as? String } == ["u-2"])
        // Later arrivals of the forgotten user are answered 200 (the client cannot act on anything else) and not stored.
        #expect(try await server.post("/v1/track", json: mine).status == 200)
        #expect(try await server.events().count == 1)
        let text = server.collector.metrics.exposition()
        #expect(text.contains("trackplan_collector_forgotten_dropped_total 1"))
        #expect(text.contains("trackplan_collector_forget_erased_total 2"))
    }

    @Test func forgetRequestsSurviveARestart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("forget-\(UUID().uuidString)")
        let server = try await RunningCollector.start(directory: directory)
        #expect(try await server.post("/v1/forget", json: #"{"anonymousId":"a-1"}"#).status == 200)
        await server.stop()
        let again = try await RunningCollector.start(directory: directory)
        defer { Task { await again.stop() } }
        let (_, listed, _) = try await again.send("GET", "/api/forget", headers: [:])
        #expect(String(decoding: listed, as: UTF8.self).contains(#""anonymousId":"a-1""#))
    }
}
