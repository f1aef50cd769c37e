import Foundation
import Testing

@testable import TrackPlan

/// The delivery state machine's transitions, one at a time, without a worker. (`#expect` cannot call mutating
/// methods, so each transition's answer is taken first.)
@Suite struct DeliveryStatusTests {
    let policy = DeliveryPolicy()
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func triggersCoalesceUntilAFlushBegins() {
        var status = DeliveryStatus(policyState: policy.initialState())
        let first = status.claimTrigger()
        let second = status.claimTrigger()
        let drains = status.beginFlush(explicit: false, policy: policy)
        let third = status.claimTrigger()
        #expect([first, second, drains, third] == [true, false, true, true])
    }

    @Test func aFlushDuringADrainMakesItGoRoundOnce() {
        var status = DeliveryStatus(policyState: policy.initialState())
        let drains = status.beginFlush(explicit: false, policy: policy)
        let alsoDrains = status.beginFlush(explicit: true, policy: policy)
        let again = status.endPass()
        let thenAgain = status.endPass()
        #expect([drains, alsoDrains, again, thenAgain] == [true, false, true, false])
        #expect(!status.draining)
    }

    @Test func noTriggerWhileAWakeUpIsScheduledAndOnlyTheNewestWakeUpCounts() throws {
        var status = DeliveryStatus(policyState: policy.initialState())
        let scheduled = status.scheduleWake(at: now)
        let first = try #require(scheduled)
        let same = status.scheduleWake(at: now)
        let claimedWhileWaiting = status.claimTrigger()
        let replaced = status.scheduleWake(at: now.addingTimeInterval(5))
        let second = try #require(replaced)
        let staleFires = status.wakeFired(first)
        let currentFires = status.wakeFired(second)
        let claimedAfter = status.claimTrigger()
        #expect(same == nil, "the same deadline is scheduled already")
        #expect([claimedWhileWaiting, staleFires, currentFires, claimedAfter] == [false, false, true, true])
    }

    @Test func afterStopNothingIsScheduledOrTriggered() throws {
        var status = DeliveryStatus(policyState: policy.initialState())
        let scheduled = status.scheduleWake(at: now)
        let wake = try #require(scheduled)
        status.stop()
        let claimed = status.claimTrigger()
        let rescheduled = status.scheduleWake(at: now.addingTimeInterval(1))
        let fired = status.wakeFired(wake)
        #expect(status.stopped)
        #expect(!claimed && rescheduled == nil && !fired)
    }

    @Test func countersAndPauseFollowTheSteps() {
        var status = DeliveryStatus(policyState: policy.initialState())
        status.countAttempt()
        let unauthorized = TransportOutcome.response(status: 401, retryAfter: nil)
        status.apply(policy.decide(status.policyState, outcome: unauthorized, batchEventCount: 3, now: now, jitter: 0), deliveredEvents: 0)
        let readiness = status.readiness(policy, now: now)
        #expect(status.paused == .unauthorized(status: 401))
        #expect(readiness != .ready)
        _ = status.beginFlush(explicit: true, policy: policy)
        #expect(status.paused == nil, "an explicit flush lifts the pause")
        status.countAttempt()
        let accepted = TransportOutcome.response(status: 200, retryAfter: nil)
        status.apply(policy.decide(status.policyState, outcome: accepted, batchEventCount: 3, now: now, jitter: 0), deliveredEvents: 3)
        #expect(status.attempts == 2 && status.delivered == 3)
    }
}
