import ExamplePlan
import Foundation
import TestSupport
import Testing
import TrackPlan
import TrackPlanCollector

/// `isEntitled` from many threads while users switch and refreshes land (run under the thread sanitizer by
/// scripts/test-tsan.sh). Readers check what they can check without a lock: user B (who has only free shipping)
/// never reads as entitled to what only A had once B's own answer is in, and nothing crashes or races.
///
/// The readers are threads of their own, pausing briefly every 64 reads: spinning on Swift concurrency's pool (two
/// threads on a 2-core machine) they kept the refreshes, and other suites' tests, waiting for a thread under load.
@Suite(.timeLimit(.minutes(20))) struct EntitlementConcurrencyTests {
    @Test func readersTrackersAndSwitchesTogether() async throws {
        try await withCollector { collector in
            await collector.setEntitlements(for: "user-a", allKeys.map { ($0.rawValue, nil) })
            await collector.setEntitlements(for: "user-b", [("free_shipping", nil)])
            let client = try await startClient(collector)
            let rounds = 40
            let readers = DispatchGroup()
            for _ in 0..<4 {
                readers.enter()
                Thread.detachNewThread {
                    var reads = 0
                    while client.userId != "done" {
                        for key in allKeys { _ = client.isEntitled(key) }
                        _ = client.subscriptionStatus
                        reads += 1
                        if reads % 64 == 0 { usleep(100) }
                    }
                    readers.leave()
                }
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for index in 0..<200 {
                        client.track(CartScreen())
                        if index % 16 == 0 { await Task.yield() }
                    }
                }
                group.addTask {
                    for round in 0..<rounds {
                        let user = round.isMultiple(of: 2) ? "user-a" : "user-b"
                        client.identify(userId: user)
                        do { try await client.refreshEntitlements() } catch EntitlementError.userChanged {}
                        if user == "user-b" {
                            #expect(!client.isEntitled(.earlyAccess))
                            #expect(client.isEntitled(.freeShipping))
                        }
                    }
                    client.identify(userId: "done")
                }
                do {
                    try await group.waitForAll()
                } catch {
                    client.identify(userId: "done")  // the readers stop either way
                    throw error
                }
            }
            await withCheckedContinuation { continuation in readers.notify(queue: .global()) { continuation.resume() } }
            for key in allKeys { #expect(!client.isEntitled(key)) }
            await client.stop()
        }
    }
}
