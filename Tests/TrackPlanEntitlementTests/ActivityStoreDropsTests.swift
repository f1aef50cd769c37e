import ExamplePlan
import Foundation
import TestSupport
import Testing
import TrackPlan
import TrackPlanCollector

/// Drops the store decides on its own (here the oldest events over `bufferCap`) reach the activity stream as they
/// happen, like the drops counted outside it, with the file store and the memory store alike.
@Suite(.timeLimit(.minutes(20))) struct ActivityStoreDropsTests {
    @Test(arguments: [true, false])
    func eventsDroppedOverTheBufferCapAreReported(onDisk: Bool) async throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory() + "trackplan-activity-drops-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withCollector { collector in
            var options = TrackPlanOptions(
                writeKey: collector.writeKey, endpoint: await collector.endpoint.absoluteString, storageDirectory: onDisk ? directory : nil)
            options.flushPolicies = [.manual]
            options.bufferCap = 2
            let client = try TrackPlanClient.start(options)
            let stream = client.activity()
            for _ in 0..<5 { client.track(CartScreen()) }
            await client.stop()
            var seen: [TrackPlanActivity] = []
            for await activity in stream { seen.append(activity) }
            #expect(seen == Array(repeating: .eventDropped(.bufferCap, count: 1), count: 3))
            #expect(client.stats().dropped[.bufferCap] == 3)
        }
    }
}
