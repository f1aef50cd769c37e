import Foundation
import Testing

@testable import TrackPlan

@Suite("DeliveryPolicy: success and retryable answers")
struct PolicyRetryTests {
    let policy = DeliveryPolicy()

    @Test(arguments: [200, 201, 202, 204, 299])
    func successClearsTheBatchAndTheFailureStreak(code: Int) {
        var state = policy.initialState()
        state.attempts = 3
        state.consecutiveFailures = 3
        state.notBefore = t0
        let step = policy.step(state, status(code))
        #expect(step.decision == .delivered)
        #expect(step.state == policy.initialState())
    }

    @Test(arguments: [408, 429, 500, 502, 503, 504, 599, 302, 100])
    func retryableStatusBacksOffWithFullJitter(code: Int) {
        let step = policy.step(policy.initialState(), status(code), fraction: 0.5)
        #expect(step.decision == .retry(after: 0.5))  // ceiling 1 s (base) × 0.5
        #expect(step.state.attempts == 1)
        #expect(step.state.notBefore == t0.addingTimeInterval(0.5))
        #expect(policy.readiness(step.state, now: t0) == .wait(until: t0.addingTimeInterval(0.5)))
        #expect(policy.readiness(step.state, now: t0.addingTimeInterval(0.5)) == .ready)
    }

    @Test func backoffCeilingDoublesUpToTheCap() {
        let lenient = DeliveryPolicy(maxAttempts: 100, breakerThreshold: 100)
        var state = lenient.initialState()
        var delays: [TimeInterval] = []
        for _ in 1...8 {
            let step = lenient.step(state, status(503), fraction: 0.999_999)
            guard case .retry(let delay) = step.decision else { Issue.record("expected retry"); return }
            delays.append(delay.rounded())
            state = step.state
        }
        #expect(delays == [1, 2, 4, 8, 16, 30, 30, 30])
    }

    @Test func fullJitterCanPickZero() {
        #expect(policy.step(policy.initialState(), status(500), fraction: 0).decision == .retry(after: 0))
    }

    @Test func jitterCanBeGivenDirectlyAndIsClampedToTheUnitInterval() {
        let state = policy.initialState()
        let decide = { (jitter: Double) in
            policy.decide(state, outcome: status(503), batchEventCount: 1, now: t0, jitter: jitter).decision
        }
        #expect(decide(0.25) == .retry(after: 0.25))
        #expect(decide(7) == .retry(after: 1))
        #expect(decide(-1) == .retry(after: 0))
    }

    @Test func retryAfterSecondsIsHonouredAboveTheCap() {
        #expect(policy.step(policy.initialState(), status(429, retryAfter: "120")).decision == .retry(after: 120))
        #expect(policy.step(policy.initialState(), status(503, retryAfter: "0")).decision == .retry(after: 0))
    }

    @Test func retryAfterHTTPDateIsHonoured() {
        let later = "Fri, 15 Jan 2027 08:01:30 GMT"  // t0 is 2027-01-15T08:00:00Z
        #expect(policy.step(policy.initialState(), status(429, retryAfter: later)).decision == .retry(after: 90))
    }

    @Test func retryAfterIsClampedToADay() {
        let step = policy.step(policy.initialState(), status(429, retryAfter: "9999999"))
        #expect(step.decision == .retry(after: 86_400))
    }

    @Test func unreadableRetryAfterFallsBackToBackoff() {
        #expect(policy.step(policy.initialState(), status(429, retryAfter: "soon")).decision == .retry(after: 0.5))
    }

    @Test func networkErrorsRetryWithoutUsingAttempts() {
        let step = policy.step(policy.initialState(), refused)
        #expect(step.decision == .retry(after: 0.5))
        #expect(step.state.attempts == 0)
        #expect(step.state.consecutiveFailures == 1)
    }

    @Test func timeoutsCountLikeA408() {
        #expect(policy.step(policy.initialState(), timedOut).state.attempts == 1)
    }

    @Test func afterMaxAttemptsTheBatchFailsPermanently() {
        let strict = DeliveryPolicy(maxAttempts: 3, breakerThreshold: 100)
        var state = strict.initialState()
        var decisions: [DeliveryDecision] = []
        for code in [500, 429, 503] {
            let step = strict.step(state, status(code))
            decisions.append(step.decision)
            state = step.state
        }
        #expect(decisions.dropLast().allSatisfy { if case .retry = $0 { true } else { false } })
        #expect(decisions.last == .dropBatch(.attemptsExhausted(attempts: 3, lastStatus: 503)))
        #expect(state.attempts == 0, "the next batch starts with a fresh budget")
        #expect(state.notBefore != nil, "the next batch still waits out the backoff")
    }

    @Test func anOfflineDeviceNeverExhaustsAttempts() {
        let strict = DeliveryPolicy(maxAttempts: 2)
        var state = strict.initialState()
        for _ in 1...50 {
            let step = strict.step(state, refused)
            guard case .retry = step.decision else { Issue.record("expected retry"); return }
            state = step.state
        }
    }
}
