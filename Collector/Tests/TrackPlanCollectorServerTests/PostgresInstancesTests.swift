import Foundation
import Testing

@testable import TrackPlanCollectorServer

/// Two collector instances on one PostgreSQL database, as a team runs them behind a load balancer.
@Suite(.enabled(if: PostgresTestServer.adminURL != nil, PostgresTestServer.skipReason))
struct PostgresInstancesTests {
    @Test func theSameKeyedBatchSentToBothInstancesIsStoredOnce() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let first = try await RunningCollector.start(store: url)
        let second = try await RunningCollector.start(store: url)
        defer {
            Task {
                await first.stop(); await second.stop()
            }
        }
        try await withThrowingTaskGroup(of: Int.self) { group in
            for batch in 0..<20 {
                let body = #"{"batch":[\#((0..<10).map { productViewed(messageId: "m-\(batch)-\($0)") }.joined(separator: ","))]}"#
                for server in [first, second] {
                    group.addTask { try await server.post("/v1/batch", json: body, headers: ["Idempotency-Key": "b-\(batch)"]).status }
                }
            }
            for try await status in group { #expect(status == 200) }
        }
        let events = try await second.events("status=all&limit=1000")
        #expect(events.count == 200)
        #expect(events.allSatisfy { $0["duplicate"] as? Bool == false })
    }

    @Test func eachInstancesLivePageSeesWhatTheOtherStored() async throws {
        let url = try await PostgresTestServer.freshDatabase()
        let watched = try await RunningCollector.start(store: url)
        let other = try await RunningCollector.start(store: url)
        defer {
            Task {
                await watched.stop(); await other.stop()
            }
        }
        let stream = watched.collector.live.subscribe()
        var iterator = stream.makeAsyncIterator()
        // The feed starts from the newest id once it sees the subscriber; keep sending until a line arrives.
        let sender = Task {
            for attempt in 0..<200 where !Task.isCancelled {
                _ = try await other.post("/v1/batch", json: #"{"batch":[\#(productViewed(messageId: "elsewhere-\(attempt)"))]}"#)
                try await Task.sleep(for: .milliseconds(100))
            }
        }
        defer { sender.cancel() }
        let line = try #require(await iterator.next())
        #expect(line.contains(#""messageId":"elsewhere-"#))
    }
}
