import Foundation
import Testing

@testable import TrackPlanCollectorServer

@Suite struct RetentionTests {
    @Test func agesAreReadInMinutesHoursDaysAndWeeks() {
        #expect(RetentionPolicy.age("30m") == .seconds(1800))
        #expect(RetentionPolicy.age("12h") == .seconds(43_200))
        #expect(RetentionPolicy.age("7d") == .seconds(604_800))
        #expect(RetentionPolicy.age("2w") == .seconds(1_209_600))
        for bad in ["", "7", "d", "0d", "-1d", "7y", "1.5d", "99999999999999999w"] { #expect(RetentionPolicy.age(bad) == nil, "\(bad)") }
    }

    /// A pass over many expired messages deletes them in batches; requests stored while it runs are answered
    /// between its batches, not after it.
    @Test func aRetentionPassLetsIngestionIn() async throws {
        let server = try await RunningCollector.start()
        defer { Task { await server.stop() } }
        let store = server.collector.store
        for chunk in 0..<20 {
            let messages = StoreContract.messages((0..<500).map { "old-\(chunk)-\($0)" })
            try await StoreContract.ingest(store, messages, at: "2020-01-01T00:00:00.000Z")
        }
        let worker = RetentionWorker(
            store: store, policy: RetentionPolicy(maxAge: .seconds(86_400)), metrics: server.collector.metrics, batch: 50)
        let pass = Task { await worker.pass() }
        var storedDuringPass = 0
        while storedDuringPass < 5 {
            #expect(try await server.post("/v1/batch", json: #"{"batch":[\#(productViewed())]}"#).status == 200)
            storedDuringPass += 1
        }
        let remainingOld = try await store.events(status: .all, event: nil, limit: 20_000).filter { $0.receivedAt.hasPrefix("2020") }.count
        #expect(await pass.value == 10_000)
        // The five requests were stored before the pass had deleted everything old.
        #expect(remainingOld > 0)
        #expect(try await store.events(status: .all, event: nil, limit: 100).count == 5)
    }
}
