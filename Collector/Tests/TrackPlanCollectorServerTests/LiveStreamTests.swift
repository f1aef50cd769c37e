import Foundation
import Testing

@testable import TrackPlanCollectorServer

@Suite struct LiveStreamTests {
    @Test func thePageAndItsAssetsAreServed() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let page = try await server.send("GET", "/", headers: [:])
        #expect(page.status == 200)
        #expect(String(decoding: page.body, as: UTF8.self).contains("status-filter"))
        #expect(try await server.send("GET", "/app.js", headers: [:]).status == 200)
        #expect(try await server.send("GET", "/app.css", headers: [:]).status == 200)
    }

    @Test func storedMessagesReachSubscribers() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let stream = server.collector.live.subscribe()
        _ = try await server.post("/v1/batch", json: #"{"batch":[\#(productViewed(messageId: "live-1"))]}"#)
        var iterator = stream.makeAsyncIterator()
        let line = try #require(await iterator.next())
        #expect(line.contains(#""messageId":"live-1""#))
    }

    @Test func theTerminalLineShowsTheFirstProblemAndItsPlanLocation() {
        let message = StoredMessage(
            id: 1, messageId: "m", type: "track", event: "Product Viewed", userId: nil, anonymousId: "a",
            receivedAt: "2026-11-23T10:00:00.000Z", valid: false, duplicate: false, writeKey: nil,
            problems: [
                Problem(pointer: "/properties/price", rule: "type", message: "is a string; expected a number", plan: "properties.json:21:14"),
                Problem(pointer: "/properties/x", rule: "additionalProperties", message: "\"x\" is not in the plan"),
            ], raw: Array("{}".utf8))
        let line = TerminalPrinter(style: .pretty(color: false)).line(for: message)
        #expect(
            line == "10:00:00.000 ✗ track    Product Viewed  /properties/price: is a string; expected a number [type] properties.json:21:14 (+1 more)"
        )
        #expect(TerminalPrinter(style: .json).line(for: message).hasPrefix(#"{"id":1,"messageId":"m""#))
    }

    @Test func aPrettyPrintedMessageStaysOnOneJSONLine() throws {
        var message = StoredMessage(
            id: 1, messageId: nil, type: "track", event: "A", userId: "u", anonymousId: nil, receivedAt: "2026-11-23T10:00:00.000Z",
            valid: true, duplicate: false, writeKey: nil, problems: [], raw: Array("{\r\n  \"a\": [1,\n 2]\n}".utf8))
        message.id = 2
        let line = TerminalPrinter(style: .json).line(for: message)
        #expect(!line.contains("\n") && !line.contains("\r"))
        let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        #expect((parsed?["message"] as? [String: Any])?["a"] as? [Int] == [1, 2])
    }
}
