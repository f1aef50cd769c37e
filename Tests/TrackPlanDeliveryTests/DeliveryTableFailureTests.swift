import Foundation
import Testing
import TrackPlan
import TrackPlanCollector

/// Delivery table rows that do not end in delivery: 400/422 and exhausted attempts go to `onPermanentFailure`
/// and delivery goes on; 401/403 pause delivery and keep every event.
@Suite("Delivery table end to end: permanent failures and pauses")
struct DeliveryTableFailureTests {
    @Test(arguments: [400, 422])
    func rejectedBatchGoesToOnPermanentFailureAndLaterBatchesAreDelivered(code: Int) async throws {
        try await withDeliveryHarness(configure: { $0.batchSize = 5 }) { harness in
            await harness.collector.inject(.status(code))
            harness.track(0..<5)
            await harness.client.flush()
            harness.track(5..<10)
            await harness.client.flush()
            #expect(await harness.acceptedIndices() == [5, 6, 7, 8, 9])
            let failures = harness.reports.permanentFailures
            #expect(failures.map(\.reason) == [.rejected(status: code)])
            #expect(failures.first?.events.count == 5)
            #expect(harness.client.stats().dropped[.permanentFailure] == 5)
            #expect(harness.reports.log.contains { $0.code == "batch_rejected" && $0.level == .error })
        }
    }

    @Test(arguments: [401, 403])
    func authFailurePausesKeepsEventsAndResumesOnExplicitFlush(code: Int) async throws {
        try await withDeliveryHarness { harness in
            await harness.collector.inject(.status(code))
            harness.track(0..<5)
            await harness.client.flush()
            #expect(harness.client.stats().paused == .unauthorized(status: code))
            #expect(harness.reports.log.contains { $0.code == "write_key_rejected" && $0.level == .error }, "loud")

            harness.track(5..<8)
            harness.clock.advance(by: 600)  // flush timers fire on the way; the pause holds
            try await Task.sleep(nanoseconds: 50_000_000)
            #expect(await harness.collector.batchRequests.count == 1)
            #expect(harness.client.stats().buffered + harness.client.stats().pending == 8, "nothing dropped")
            #expect(harness.reports.permanentFailures.isEmpty)

            await harness.client.flush()  // the app calls flush() again: delivery resumes
            #expect(await harness.acceptedIndices() == Array(0..<8))
            #expect(harness.client.stats().paused == nil)
        }
    }

    @Test func revokedKeyCostsNoDataAcrossARestartWithANewKey() async throws {
        try await withDeliveryHarness(writeKey: "revoked-key") { harness in
            harness.track(0..<6)
            await harness.client.flush()
            // Refused, however many attempts the worker made before the pause (an explicit flush lifts a pause once).
            let statuses = await harness.collector.batchRequests.map(\.status)
            #expect(!statuses.isEmpty && statuses.allSatisfy { $0 == 401 }, "\(statuses)")
            try await harness.restart(writeKey: harness.collector.writeKey)
            await harness.client.flush()
            #expect(await harness.acceptedIndices() == Array(0..<6))
        }
    }

    @Test func afterMaxAttemptsTheBatchGoesToOnPermanentFailureAndDeliveryGoesOn() async throws {
        let policy = DeliveryPolicy(maxAttempts: 3)
        try await withDeliveryHarness(configure: {
            $0.batchSize = 4; $0.retry = policy
        }) { harness in
            await harness.collector.inject(.status(500), .status(502), .status(503))
            harness.track(0..<4)
            await harness.client.flush()
            await harness.advanceAndFlush()
            await harness.advanceAndFlush()
            #expect(
                harness.reports.permanentFailures.map(\.reason)
                    == [.attemptsExhausted(attempts: 3, lastStatus: 503)])
            harness.track(4..<8)
            await harness.advanceAndFlush()
            #expect(await harness.acceptedIndices() == [4, 5, 6, 7])
            #expect(await harness.collector.batchRequests.count == 4)
            #expect(harness.client.stats().dropped[.permanentFailure] == 4)
        }
    }
}
