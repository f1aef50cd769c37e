import Foundation
import Testing

@testable import TrackPlanCollectorServer

/// Events from debug builds (`context.testMode: true`, the runtime's test mode) are listed with the rest and
/// filtered on request, against a real server on 127.0.0.1.
@Suite struct TestModeTests {
    static func message(_ id: String, testMode: Bool?) -> String {
        let context = testMode.map { #","context":{"testMode":\#($0)}"# } ?? ""
        return #"{"type":"track","event":"Search Performed","messageId":"\#(id)","anonymousId":"a","properties":{}\#(context)}"#
    }

    @Test func testEventsAreListedAndFilteredByTheTestQuery() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let batch = [Self.message("debug", testMode: true), Self.message("release", testMode: nil), Self.message("off", testMode: false)]
        #expect(try await server.post("/v1/batch", json: #"{"batch":[\#(batch.joined(separator: ","))]}"#).status == 200)
        #expect(try await server.events().compactMap { $0["messageId"] as? String } == ["off", "release", "debug"])
        #expect(try await server.events("test=only").compactMap { $0["messageId"] as? String } == ["debug"])
        #expect(try await server.events("test=exclude").compactMap { $0["messageId"] as? String } == ["off", "release"])
        #expect(try await server.send("GET", "/api/events?test=maybe").status == 400)
    }

    @Test func theLivePageBadgesAndFiltersTestEvents() {
        #expect(WebPage.html.contains(#"id="test-filter""#))
        #expect(WebScript.javascript.contains("context.testMode === true"))
        #expect(WebScript.javascript.contains("\"&test=\" + state.test"))
    }
}
