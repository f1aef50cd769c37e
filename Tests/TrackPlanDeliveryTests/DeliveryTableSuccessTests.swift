import Foundation
import Testing
import TrackPlan
import TrackPlanCollector

/// Delivery table rows that end in delivery: 2xx, 5xx then 2xx, 429 with Retry-After, connection closed
/// mid-response. The real client, real files, the real collector; time moves only on the manual clock.
@Suite("Delivery table end to end: retried until delivered")
struct DeliveryTableSuccessTests {
    @Test func successDeliversInOrderWithTheSegmentEnvelope() async throws {
        try await withDeliveryHarness { harness in
            harness.track(0..<3)
            await harness.client.flush()
            #expect(await harness.acceptedIndices() == [0, 1, 2])
            let event = try #require(await harness.collector.acceptedEvents.first)
            let object = try #require(try JSONSerialization.jsonObject(with: event.json) as? [String: Any])
            #expect(object["type"] as? String == "track")
            #expect(object["event"] as? String == "Delivery Probe")
            for field in ["messageId", "timestamp", "anonymousId"] { #expect(object[field] is String, "\(field)") }
            let request = try #require(await harness.collector.batchRequests.first)
            #expect(request.status == 200)
            #expect(request.headers["authorization"] == "Basic dGVzdC13cml0ZS1rZXk6")
            #expect(harness.client.stats().buffered == 0)
            #expect(harness.client.stats().pending == 0)
            #expect(harness.client.stats().delivered == 3)
        }
    }

    @Test func serverErrorsAreRetriedWithTheSameKeyUntilDelivered() async throws {
        try await withDeliveryHarness { harness in
            await harness.collector.inject(.status(503), .status(500))
            harness.track(0..<3)
            await harness.client.flush()
            #expect(await harness.collector.batchRequests.count == 1)
            await harness.advanceAndFlush()
            await harness.advanceAndFlush()
            let requests = await harness.collector.batchRequests
            #expect(requests.map(\.status) == [503, 500, 200])
            #expect(Set(requests.map(\.idempotencyKey)).count == 1)
            #expect(await harness.acceptedIndices() == [0, 1, 2])
            #expect(harness.reports.permanentFailures.isEmpty)
        }
    }

    @Test(arguments: ["120", "Fri, 15 Jan 2027 08:02:00 GMT"])  // the manual clock starts at 08:00:00
    func tooManyRequestsWaitsExactlyTheRetryAfter(retryAfter: String) async throws {
        try await withDeliveryHarness { harness in
            await harness.collector.inject(.tooManyRequests(retryAfter: retryAfter))
            harness.track(0..<2)
            await harness.client.flush()
            harness.clock.advance(by: 119)
            await harness.client.flush()
            #expect(await harness.collector.batchRequests.count == 1, "nothing is sent before Retry-After")
            harness.clock.advance(by: 1)
            await harness.client.flush()
            #expect(await harness.collector.batchRequests.map(\.status) == [429, 200])
            #expect(await harness.acceptedIndices() == [0, 1])
        }
    }

    @Test func connectionClosedMidResponseIsRetriedWithTheSameKeyAndDeduplicated() async throws {
        try await withDeliveryHarness { harness in
            await harness.collector.inject(.closeMidResponse)
            harness.track(0..<4)
            await harness.client.flush()
            #expect(harness.client.stats().pending == 4, "the client never learned the batch landed")
            await harness.advanceAndFlush()
            let requests = await harness.collector.batchRequests
            #expect(requests.count == 2)
            #expect(requests[0].idempotencyKey == requests[1].idempotencyKey)
            #expect(await harness.collector.duplicateBatches == 1)
            #expect(await harness.acceptedIndices() == [0, 1, 2, 3], "exactly once")
            #expect(harness.client.stats().pending == 0)
        }
    }

    @Test func slowAnswerTimesOutIsRetriedWithTheSameKeyAndCountedOnce() async throws {
        let impatient = URLSessionTransport(requestTimeout: 1, resourceTimeout: 1)
        try await withDeliveryHarness(configure: { $0.transport = impatient }) { harness in
            await harness.collector.inject(.delay(seconds: 1.5))  // the slow request still lands, late
            harness.track(0..<3)
            await harness.client.flush()
            #expect(harness.client.stats().pending == 3, "timed out: the client does not know it landed")
            // Let the slow handler finish (and store the batch) so the retry is the duplicate.
            while true {
                let seen = await harness.collector.batchRequests
                if !seen.isEmpty && seen.allSatisfy({ $0.status != nil }) { break }
                try await Task.sleep(nanoseconds: 20_000_000)
            }
            await harness.advanceAndFlush()
            #expect(harness.client.stats().pending == 0)
            let requests = await harness.collector.batchRequests
            #expect(requests.count == 2)
            #expect(requests.first?.idempotencyKey == requests.last?.idempotencyKey)
            #expect(await harness.collector.duplicateBatches == 1)
            #expect(await harness.acceptedIndices() == [0, 1, 2], "exactly once")
        }
    }
}
