import Foundation
import Testing
import TrackPlanCollector

@testable import TrackPlan

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The collector driven over HTTP, as a separate process (the crash test's client) would drive it.
@Suite("TrackPlanCollector control endpoint")
struct CollectorControlTests {
    let transport = URLSessionTransport(requestTimeout: 5, resourceTimeout: 10)

    private func control(_ collector: TrackPlanCollector, _ method: String, _ path: String, _ json: String? = nil)
        async throws -> Data
    {
        var request = URLRequest(url: await collector.endpoint.appendingPathComponent(path))
        request.httpMethod = method
        request.httpBody = json.map { Data($0.utf8) }
        // The runtime's helper, not `data(for:)`: a test cancelled on its time limit must not hang the process.
        let (data, response) = try await URLSession.shared.exchange(request)
        #expect((response as? HTTPURLResponse).map { 200..<300 ~= $0.statusCode } == true)
        return data
    }

    @Test func faultsQueuedOverHTTPApplyInOrder() async throws {
        try await withCollector { collector in
            let faults = try JSONEncoder().encode([CollectorFault.status(503), .tooManyRequests(retryAfter: "3")])
            _ = try await control(collector, "POST", "control/faults", String(decoding: faults, as: UTF8.self))
            let request = await batchRequest(to: collector, events: sampleEvents(1...1))
            #expect(await transport.send(request) == .response(status: 503, retryAfter: nil))
            #expect(await transport.send(request) == .response(status: 429, retryAfter: "3"))
            #expect(await transport.send(request) == .response(status: 200, retryAfter: nil))
        }
    }

    @Test func bodyLimitAndBehaveOverHTTP() async throws {
        try await withCollector { collector in
            _ = try await control(collector, "POST", "control/body-limit", #"{"bytes":10}"#)
            let request = await batchRequest(to: collector, events: sampleEvents(1...1))
            #expect(await transport.send(request) == .response(status: 413, retryAfter: nil))
            _ = try await control(collector, "POST", "control/behave")
            #expect(await transport.send(request) == .response(status: 200, retryAfter: nil))
        }
    }

    @Test func acceptedSummaryReportsExactlyOnce() async throws {
        try await withCollector { collector in
            let request = await batchRequest(to: collector, events: sampleEvents(1...2))
            _ = await transport.send(request)
            _ = await transport.send(request)
            let data = try await control(collector, "GET", "control/accepted")
            let summary = try JSONDecoder().decode(CollectorSummary.self, from: data)
            #expect(summary.messageIds == ["m1", "m2"])
            #expect(summary.batchRequests == 2)
            #expect(summary.duplicateBatches == 1)
        }
    }

    @Test func downForTakesTheCollectorAwayAndBack() async throws {
        try await withCollector { collector in
            // Long enough that a busy machine cannot bring it back before the failing send below (30 s was overrun
            // three times while other suites compiled); the test brings it back itself, so the length costs nothing.
            _ = try await control(collector, "POST", "control/down-for", #"{"seconds":300}"#)
            while await collector.timesDown == 0 { try await Task.sleep(nanoseconds: 10_000_000) }
            let request = await batchRequest(to: collector, events: sampleEvents(1...1))
            guard case .networkError = await transport.send(request) else {
                Issue.record("expected the collector to be down")
                return
            }
            try await collector.comeUp()  // sooner than the 30 s; the pending automatic restart stands down
            #expect(await transport.send(request) == .response(status: 200, retryAfter: nil))
        }
    }
}
