import Foundation

/// Everything delivery remembers, in one value: what the send loop is doing, the policy's state, the scheduled
/// wake-up, and the counters `stats()` reports. Each change is one named transition; the worker keeps the value in
/// a single `Locked`, so `track` (claiming a flush) and `stats()` read it synchronously while the worker drives it.
struct DeliveryStatus: Sendable {
    /// The retry policy's memory (backoff, breaker, batch size, pause).
    private(set) var policyState: DeliveryState
    /// A drain is running; `again` asks it to go round once more before it finishes.
    private(set) var draining = false
    private var again = false
    /// Set once by `stop()`; nothing is sent or scheduled afterwards.
    private(set) var stopped = false
    /// An automatic flush has been asked for and has not started yet (triggers coalesce into it).
    private var triggerPending = false
    /// The scheduled wake-up (backoff, breaker, pause), if any; a newer one replaces it.
    private(set) var wake: (deadline: Date, generation: Int)?
    private var generation = 0
    /// Delivery waits for `wake`: automatic triggers are pointless until it fires.
    private var waiting = false
    private(set) var attempts = 0
    private(set) var delivered = 0

    init(policyState: DeliveryState) {
        self.policyState = policyState
    }

    var paused: PauseReason? { policyState.pause }

    /// True for the first automatic trigger since the last flush began, unless delivery is waiting anyway.
    mutating func claimTrigger() -> Bool {
        if triggerPending || waiting || stopped { return false }
        triggerPending = true
        return true
    }

    /// A flush begins. Returns true when the caller must run the drain, false when one is running (it goes again).
    mutating func beginFlush(explicit: Bool, policy: DeliveryPolicy) -> Bool {
        triggerPending = false
        if explicit { policyState = policy.resumeAfterExplicitFlush(policyState) }
        if draining {
            again = true
            return false
        }
        draining = true
        return true
    }

    /// One pass of the drain ended. Returns true to go round again, false when the drain is over.
    mutating func endPass() -> Bool {
        if again && !stopped {
            again = false
            return true
        }
        again = false
        draining = false
        return false
    }

    /// Whether a batch may be sent at `now`; clears `waiting` when it may.
    mutating func readiness(_ policy: DeliveryPolicy, now: Date) -> DeliveryReadiness {
        let readiness = policy.readiness(policyState, now: now)
        if readiness == .ready { waiting = false }
        return readiness
    }

    /// An attempt is being made.
    mutating func countAttempt() { attempts += 1 }

    /// The policy's answer to an attempt: its new state, and the events delivered (0 unless `.delivered`).
    mutating func apply(_ step: DeliveryStep, deliveredEvents: Int) {
        policyState = step.state
        delivered += deliveredEvents
    }

    /// Delivery must wait until `deadline`. Returns the generation of a wake-up to schedule, or nil when the same
    /// wake-up is already scheduled or delivery has stopped.
    mutating func scheduleWake(at deadline: Date) -> Int? {
        guard !stopped else { return nil }
        waiting = true
        if let wake, wake.deadline == deadline { return nil }
        generation += 1
        wake = (deadline, generation)
        return generation
    }

    /// The wake-up of `fired` is due. Returns whether it is still the current one (and delivery runs).
    mutating func wakeFired(_ fired: Int) -> Bool {
        guard fired == wake?.generation, !stopped else { return false }
        wake = nil
        waiting = false
        return true
    }

    /// Delivery stops for good: no more sends, wake-ups or triggers.
    mutating func stop() {
        stopped = true
        wake = nil
    }
}
