import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// `cancel()` used to swap the timer and observer out of plain stored properties, so two `stop()` calls at once
/// (or `stop()` racing `deinit`) read and wrote them unguarded. Run under the thread sanitizer by
/// scripts/test-tsan.sh.
@Suite(.timeLimit(.minutes(20))) struct FlushSchedulerTests {
    func worker(_ clock: ManualClock, _ transport: RecordingTransport) -> DeliveryWorker {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
        options.clock = clock
        options.logger = .silent
        return DeliveryWorker(
            store: InMemoryEventStore(), options: options, endpoint: URL(string: options.endpoint)!, transport: transport)
    }

    @Test func concurrentCancelsStopEveryTimerOnce() async throws {
        let clock = ManualClock()
        let scheduler = FlushScheduler(
            policies: [.interval(1), .interval(3), .background], worker: worker(clock, RecordingTransport()), clock: clock)
        while clock.sleeperCount < 2 { await Task.yield() }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<64 { group.addTask { scheduler.cancel() } }
        }
        #expect(!scheduler.isRunning)
        while clock.sleeperCount > 0 { await Task.yield() }  // each timer saw its cancellation and ended
        scheduler.cancel()  // and once more, after the fact
    }

    @Test func concurrentStopsAndTracksNeitherRaceNorSendAfterStop() async throws {
        let clock = ManualClock()
        let transport = RecordingTransport()
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
        options.clock = clock
        options.logger = .silent
        options.transport = transport
        options.flushPolicies = [.interval(1), .count(5)]
        let client = try TrackPlanClient.start(options)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask { for index in 0..<20 { client.track(ButtonTapped(index: task * 100 + index)) } }
                group.addTask { await client.stop() }
            }
        }
        let stats = client.stats()
        #expect(stats.buffered + stats.pending + stats.delivered + stats.dropped[.stopped] == 160)
        while clock.sleeperCount > 0 { await Task.yield() }
        let sent = transport.requests.count
        clock.advance(by: 10)
        for _ in 0..<100 { await Task.yield() }
        #expect(transport.requests.count == sent, "no timer fires after stop()")
    }
}
