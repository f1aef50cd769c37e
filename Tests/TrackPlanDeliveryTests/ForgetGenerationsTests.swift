import Foundation
import TestSupport
import Testing
import TrackPlanCollector

/// `forget()` purges every queued event of the user, across identity generations: user A, then B, then A again;
/// forgetting A leaves only B's event to arrive.
@Suite(.timeLimit(.minutes(20))) struct ForgetGenerationsTests {
    @Test func forgetPurgesTheUsersEventsOfEveryGeneration() async throws {
        try await withCollector(writeKey: "forget-key") { collector in
            let launch = StepLaunch(
                directory: NSTemporaryDirectory() + "trackplan-forget-generations-\(UUID().uuidString.prefix(8))",
                endpoint: await collector.endpoint.absoluteString, writeKey: "forget-key")
            defer { try? FileManager.default.removeItem(atPath: launch.directory) }
            // One launch: a restart would start delivering the queue before `forget()` (the batch in flight is
            // never purged); the map's survival across restarts is GenerationUsersTests'.
            let run = try await launch.run(
                "identify user-a; track 2; identify user-b; track 1; identify user-a; track 2; forget; drain; stats; stop")
            #expect(run.acks.map(\.number) == [1, 2, 3, 4, 5])
            #expect(run.dropped["forgotten"] == 6, "A's 4 events and the 2 identify calls: \(run.dropped)")
            #expect(await collector.acceptedEvents.compactMap(probeNumber) == [3], "only user B's event")
            #expect(await collector.forgetRequests.map(\.userId) == ["user-a"])
            let generations = try String(contentsOfFile: launch.directory + "/generations.json", encoding: .utf8)
            #expect(!generations.contains("user-a"), "the forgotten user's id left the map: \(generations)")
        }
    }
}
