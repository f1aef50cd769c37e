import Foundation
import Testing
import TrackPlan
import TrackPlanCollector

/// 413: the batch is halved until it fits, grows back after successes, and a single event too large for the
/// collector goes to `onPermanentFailure` while the events around it are delivered.
@Suite("Delivery table end to end: 413")
struct DeliveryTableSizeTests {
    @Test func tooLargeShrinksTheBatchThenGrowsItBack() async throws {
        try await withDeliveryHarness(configure: {
            $0.batchSize = 20; $0.bufferCap = 1000
        }) { harness in
            await harness.collector.limitBodySize(to: 5_000)  // fits 10 envelopes (about 450 bytes each), not 20
            harness.track(0..<40)
            await harness.client.flush()
            #expect(await harness.acceptedIndices() == Array(0..<40), "nothing lost, order kept")
            let statuses = await harness.collector.batchRequests.compactMap(\.status)
            #expect(statuses.filter { $0 == 413 }.count == 1)
            let shrunk = await harness.eventsPerAcceptedBatch()
            #expect(shrunk.allSatisfy { $0 <= 10 })

            await harness.collector.behave()
            harness.track(40..<140)
            await harness.client.flush()
            #expect(await harness.acceptedIndices() == Array(0..<140))
            let sizes = await harness.eventsPerAcceptedBatch().dropFirst(shrunk.count)
            #expect(sizes.max() == 20, "after successes the batch size is back to 20: \(Array(sizes))")
            #expect(harness.reports.permanentFailures.isEmpty)
        }
    }

    @Test func aSingleOversizeEventGoesToOnPermanentFailureAndTheRestIsDelivered() async throws {
        try await withDeliveryHarness(configure: { $0.batchSize = 8 }) { harness in
            await harness.collector.limitBodySize(to: 3_000)
            harness.track(0..<3)
            harness.track(3..<4, padding: 5_000)
            harness.track(4..<8)
            await harness.client.flush()
            for _ in 0..<3 where harness.client.stats().buffered + harness.client.stats().pending > 0 {
                await harness.advanceAndFlush()
            }
            #expect(await harness.acceptedIndices() == [0, 1, 2, 4, 5, 6, 7])
            let failures = harness.reports.permanentFailures
            #expect(failures.count == 1)
            #expect(failures.first?.reason == .eventTooLarge)
            #expect(failures.first?.events.count == 1)
            #expect(harness.client.stats().dropped[.permanentFailure] == 1)
        }
    }
}
