import Foundation
import Testing

@testable import TrackPlan

@Suite("DeliveryPolicy: permanent failures, pauses and the circuit breaker")
struct PolicyPauseAndBreakerTests {
    let policy = DeliveryPolicy(breakerThreshold: 3, breakerCooldown: 30, breakerMaxCooldown: 100, pauseDuration: 3600)

    @Test(arguments: [400, 422, 405, 409, 410, 418, 499])
    func clientErrorsDropTheBatchAndDeliveryGoesOn(code: Int) {
        var state = policy.initialState()
        state.attempts = 2
        let step = policy.step(state, status(code))
        #expect(step.decision == .dropBatch(.rejected(status: code)))
        #expect(step.state.attempts == 0)
        #expect(policy.readiness(step.state, now: t0) == .ready)
    }

    @Test(arguments: [401, 403])
    func authFailuresPauseAndKeepEvents(code: Int) {
        let step = policy.step(policy.initialState(), status(code))
        let until = t0.addingTimeInterval(3600)
        #expect(step.decision == .pause(.unauthorized(status: code), until: until))
        #expect(step.state.attempts == 0, "a revoked key never uses up a batch's attempts")
        #expect(policy.readiness(step.state, now: t0.addingTimeInterval(3599)) == .paused(.unauthorized(status: code), until: until))
        #expect(policy.readiness(step.state, now: until) == .ready, "one automatic try after the pause")
        #expect(policy.readiness(policy.resumeAfterExplicitFlush(step.state), now: t0) == .ready)
    }

    @Test func notFoundPausesToo() {
        #expect(
            policy.step(policy.initialState(), status(404)).decision
                == .pause(.endpointNotFound, until: t0.addingTimeInterval(3600)))
    }

    @Test func explicitFlushDoesNotSkipBackoff() {
        let state = policy.step(policy.initialState(), status(503)).state
        #expect(policy.resumeAfterExplicitFlush(state) == state)
    }

    @Test func breakerOpensAfterThresholdFailuresAndHoldsForTheCooldown() {
        var state = policy.initialState()
        var decisions: [DeliveryDecision] = []
        for _ in 1...3 {
            let step = policy.step(state, refused, fraction: 0.5)
            decisions.append(step.decision)
            state = step.state
        }
        #expect(decisions == [.retry(after: 0.5), .retry(after: 1), .retry(after: 30)])
        #expect(state.breakerOpenUntil == t0.addingTimeInterval(30))
        #expect(!state.isHalfOpen(at: t0.addingTimeInterval(29)))
        #expect(state.isHalfOpen(at: t0.addingTimeInterval(30)))
    }

    @Test func failedProbeDoublesTheCooldownUpToItsMaximum() {
        var state = policy.initialState()
        var now = t0
        var cooldowns: [TimeInterval] = []
        for _ in 1...6 {
            state = policy.step(state, refused, at: now).state
            if let until = state.breakerOpenUntil {
                cooldowns.append(state.breakerCooldown)
                now = until
            }
        }
        #expect(cooldowns == [30, 60, 100, 100])
    }

    @Test func successfulProbeClosesTheBreaker() {
        var state = policy.initialState()
        for _ in 1...3 { state = policy.step(state, status(500)).state }
        let probe = policy.step(state, status(200), at: state.breakerOpenUntil!)
        #expect(probe.state.breakerOpenUntil == nil)
        #expect(probe.state.consecutiveFailures == 0)
    }

    @Test func retryAfterBelowTheBreakerWaitsForTheBreaker() {
        var state = policy.initialState()
        for _ in 1...2 { state = policy.step(state, status(500)).state }
        #expect(policy.step(state, status(429, retryAfter: "5")).decision == .retry(after: 30))
    }
}
