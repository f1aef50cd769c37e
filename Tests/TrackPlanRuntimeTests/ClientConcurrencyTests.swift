import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// Many tasks tracking at once. Run under the thread sanitizer by scripts/test-tsan.sh.
@Suite(.timeLimit(.minutes(20))) struct ClientConcurrencyTests {
    @Test(arguments: [false, true])
    func manyTasksTrackingAtOnceLoseNothingAndKeepEachTasksOrder(onDisk: Bool) async throws {
        let directory = TemporaryDirectory()
        let transport = RecordingTransport()
        var options = TrackPlanOptions(
            writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: onDisk ? URL(fileURLWithPath: directory.path) : nil)
        options.logger = .silent
        options.clock = ManualClock()
        options.transport = transport
        options.bufferCap = 10_000
        let client = try TrackPlanClient.start(options)
        let tasks = 8
        let perTask = 250
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for step in 0..<perTask { client.track(ButtonTapped(index: task * 10_000 + step)) }
                }
                group.addTask { _ = client.stats() }
            }
        }
        await client.flush()
        let indexes = transport.sentEvents().compactMap { ($0["properties"] as? [String: Any])?["index"] as? Int }
        #expect(indexes.count == tasks * perTask)
        #expect(Set(indexes).count == tasks * perTask)
        for task in 0..<tasks {
            let mine = indexes.filter { $0 / 10_000 == task }
            #expect(mine == mine.sorted())
        }
        await client.stop()
    }
}
