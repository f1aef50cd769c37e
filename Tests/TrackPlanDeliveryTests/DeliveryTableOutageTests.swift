import Foundation
import Testing
import TrackPlan
import TrackPlanCollector

/// The collector goes down for ten minutes of (manual) time while events keep coming, then comes back.
@Suite("Delivery table end to end: collector down, then up")
struct DeliveryTableOutageTests {
    @Test func nothingLostOrderKeptNoRetryStorm() async throws {
        try await withDeliveryHarness(configure: { $0.batchSize = 10 }) { harness in
            harness.track(0..<10)
            await harness.client.flush()
            await harness.collector.goDown()

            var next = 10
            for second in 1...600 {  // ten minutes, one second at a time; an event every 5 s, a flush every second
                if second % 5 == 0 {
                    harness.track(next..<next + 1)
                    next += 1
                }
                await harness.advanceAndFlush(by: 1)
            }
            let attemptsWhileDown = harness.client.stats().attempts - 1
            #expect(await harness.collector.requests.count == 1)
            // Backoff then the circuit breaker (5 failures, then probes 2, 4, 8, 10, 10… s apart): about 65 attempts
            // in 600 s (about 360 in an hour), where one retry per flush would have made 600.
            #expect(attemptsWhileDown <= 70, "\(attemptsWhileDown) attempts while down")
            #expect(harness.client.stats().dropped.total == 0)

            try await harness.collector.comeUp()
            var secondsToDrain = 0
            while harness.client.stats().buffered + harness.client.stats().pending > 0 && secondsToDrain < 120 {
                await harness.advanceAndFlush(by: 1)
                secondsToDrain += 1
            }
            // The breaker's cool-down is capped at 10 s: delivery resumes within it (plus a second of clock steps).
            #expect(secondsToDrain <= 11, "delivery resumed \(secondsToDrain) s after the collector came back")
            #expect(await harness.acceptedIndices() == Array(0..<next), "nothing lost, order kept")
            #expect(await harness.collector.duplicateEvents == 0)
            #expect(harness.reports.permanentFailures.isEmpty)
        }
    }
}
