import ExamplePlan
import Foundation
import TestSupport
import Testing
import TrackPlan
import TrackPlanCollector

/// A refresh is bounded: by `entitlementTimeout`, and by its task's cancellation, which returns at once with a
/// network error even while the collector holds the request (and never hangs the process). Either way the cache
/// stays as it was and later refreshes work. The 60 s bounds are limits against hanging, not timings.
@Suite(.timeLimit(.minutes(20))) struct EntitlementRequestBoundsTests {
    @Test func aSlowAnswerTimesOutAtTheOptionsTimeout() async throws {
        try await withCollector { collector in
            await collector.setEntitlements(for: "user-a", [("early_access", nil)])
            let client = try await startClient(collector, entitlementTimeout: 1)
            client.identify(userId: "user-a")
            await collector.injectEntitlementFaults(.delay(seconds: 10))
            do throws(EntitlementError) {
                try await client.refreshEntitlements()
                Issue.record("an answer 10 s late arrived within a 1 s timeout")
            } catch {
                guard case .network(let failure) = error else {
                    Issue.record("expected a network error, got \(error)")
                    return
                }
                #expect(failure.kind == .timedOut, "\(failure)")
            }
            #expect(client.entitlements() == nil)
            await client.stop()
        }
    }

    @Test func cancellingARefreshHeldAtTheGateReturns() async throws {
        try await withCollector { collector in
            await collector.setEntitlements(for: "user-a", [("early_access", nil)])
            let client = try await startClient(collector, entitlementTimeout: 20)
            client.identify(userId: "user-a")
            await collector.holdEntitlements()
            for round in 1...5 {
                let refresh = refreshing(client)
                try await eventually("request \(round) at the gate") { await collector.entitlementRequestsWaiting >= round }
                refresh.cancel()
                guard let outcome = try await value(of: refresh, within: .seconds(60)) else {
                    Issue.record("round \(round): the refresh did not return within 60 s")
                    return
                }
                guard case .network? = outcome else {
                    Issue.record("round \(round): expected a network error, got \(outcome.map { "\($0)" } ?? "success")")
                    return
                }
                #expect(client.entitlements() == nil)
            }
            await collector.releaseEntitlements()
            try await client.refreshEntitlements()
            #expect(client.isEntitled(.earlyAccess))
            await client.stop()
        }
    }

    /// Cancellation landing while the answer is being delivered (the moment that hung `data(for:)`): 100 refreshes,
    /// each cancelled after a random pause of 0-3 ms (seeded). Each returns, applied or a network error.
    @Test func cancellingAsTheAnswerArrivesNeverHangs() async throws {
        try await withCollector { collector in
            await collector.setEntitlements(for: "user-a", [("early_access", nil)])
            let client = try await startClient(collector)
            client.identify(userId: "user-a")
            var random = SplitMix64(seed: 22)
            for round in 1...100 {
                let refresh = refreshing(client)
                try await Task.sleep(for: .microseconds(Int.random(in: 0...3_000, using: &random)))
                refresh.cancel()
                guard let outcome = try await value(of: refresh, within: .seconds(60)) else {
                    Issue.record("round \(round): the refresh did not return within 60 s")
                    return
                }
                switch outcome {
                case nil, .network?: break
                case let error?: Issue.record("round \(round): \(error)")
                }
            }
            await client.stop()
        }
    }
}

/// A refresh in a task of its own, for the test to cancel: its error, or nil when the answer was applied.
private func refreshing(_ client: TrackPlanClient) -> Task<EntitlementError?, Never> {
    Task {
        do throws(EntitlementError) {
            try await client.refreshEntitlements()
            return nil
        } catch {
            return error
        }
    }
}
