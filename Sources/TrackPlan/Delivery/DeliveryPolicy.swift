import Foundation

/// How the client reacts to each answer from the collector: a pure function of (state, outcome, clock instant,
/// random source) → (decision, new state). No I/O, no sleeping, no reading the real clock; see Docs/Delivery.md.
public struct DeliveryPolicy: Sendable, Equatable {
    /// Events per batch when nothing has gone wrong.
    public var batchSize: Int
    /// First backoff ceiling; doubles with each retryable failure in a row.
    public var retryBase: TimeInterval
    /// Largest backoff ceiling (full jitter picks a delay between 0 and the ceiling).
    public var retryCap: TimeInterval
    /// `Retry-After` is honoured above `retryCap`, up to this sanity ceiling.
    public var retryAfterCeiling: TimeInterval
    /// Retryable HTTP answers (408, 429, 5xx) one batch may get before it goes to `onPermanentFailure`.
    /// Network errors do not count: an offline device must not lose events; the breaker spaces them out.
    public var maxAttempts: Int
    /// 2xx answers in a row, after a 413 lowered the batch size, before the size doubles back.
    public var successesBeforeGrowing: Int
    /// Retryable failures in a row that open the circuit breaker.
    public var breakerThreshold: Int
    /// How long the breaker stays open the first time; doubled after each failed probe.
    public var breakerCooldown: TimeInterval
    /// Longest breaker cool-down: the longest delivery can lag behind a collector that came back. 10 s keeps that
    /// lag short (5 s on average) for about 360 probes in an hour-long outage (see Docs/Delivery.md).
    public var breakerMaxCooldown: TimeInterval
    /// How long 401/403/404 pause delivery before one automatic new try (an explicit `flush()` resumes sooner).
    public var pauseDuration: TimeInterval

    public init(
        batchSize: Int = 20,
        retryBase: TimeInterval = 1,
        retryCap: TimeInterval = 30,
        retryAfterCeiling: TimeInterval = 86_400,
        maxAttempts: Int = 10,
        successesBeforeGrowing: Int = 5,
        breakerThreshold: Int = 5,
        breakerCooldown: TimeInterval = 2,
        breakerMaxCooldown: TimeInterval = 10,
        pauseDuration: TimeInterval = 3600
    ) {
        self.batchSize = max(1, batchSize)
        self.retryBase = retryBase
        self.retryCap = retryCap
        self.retryAfterCeiling = retryAfterCeiling
        self.maxAttempts = max(1, maxAttempts)
        self.successesBeforeGrowing = max(1, successesBeforeGrowing)
        self.breakerThreshold = max(1, breakerThreshold)
        self.breakerCooldown = breakerCooldown
        self.breakerMaxCooldown = breakerMaxCooldown
        self.pauseDuration = pauseDuration
    }

    /// The state to start with (and to rehydrate into after a restart).
    public func initialState() -> DeliveryState {
        DeliveryState(batchSizeLimit: batchSize)
    }

    /// Whether a batch may be sent at `now`.
    public func readiness(_ state: DeliveryState, now: Date) -> DeliveryReadiness {
        if let reason = state.pause, let until = state.notBefore, now < until {
            return .paused(reason, until: until)
        }
        if let until = state.notBefore, now < until { return .wait(until: until) }
        return .ready
    }

    /// Most events the next new batch may carry: one while the breaker is half-open, so the probe is a small
    /// request (a pending batch is re-sent whole: its key covers exactly its events).
    public func batchLimit(_ state: DeliveryState, now: Date) -> Int {
        state.isHalfOpen(at: now) ? 1 : state.batchSizeLimit
    }

    /// An explicit `flush()` lifts a pause (the app may have fixed the key); backoff and the breaker still apply.
    public func resumeAfterExplicitFlush(_ state: DeliveryState) -> DeliveryState {
        guard state.pause != nil else { return state }
        var resumed = state
        resumed.pause = nil
        resumed.notBefore = nil
        return resumed
    }

    /// What to do after sending a batch of `batchEventCount` events and getting `outcome` at `now`.
    /// `jitter` is a uniform draw from [0, 1): the fraction of the backoff ceiling to wait (full jitter).
    public func decide(
        _ state: DeliveryState, outcome: TransportOutcome, batchEventCount: Int, now: Date, jitter: Double
    ) -> DeliveryStep {
        switch DeliveryOutcomeClass(outcome) {
        case .success: return delivered(state)
        case .tooLarge: return shrink(state, batchEventCount: batchEventCount)
        case .rejected(let status): return answered(state, .dropBatch(.rejected(status: status)))
        case .pause(let reason):
            var paused = state
            paused.pause = reason
            paused.notBefore = now.addingTimeInterval(pauseDuration)
            return answered(paused, .pause(reason, until: now.addingTimeInterval(pauseDuration)))
        case .retryable(let status, let retryAfter, let countsAsAttempt):
            return retry(
                state, status: status, retryAfter: retryAfter, countsAsAttempt: countsAsAttempt,
                now: now, jitter: min(max(jitter, 0), 1))
        }
    }

    /// `decide` with the jitter drawn from `random`.
    public func decide(
        _ state: DeliveryState, outcome: TransportOutcome, batchEventCount: Int, now: Date,
        random: inout some RandomNumberGenerator
    ) -> DeliveryStep {
        decide(state, outcome: outcome, batchEventCount: batchEventCount, now: now, jitter: Backoff.unitInterval(&random))
    }

    private func delivered(_ state: DeliveryState) -> DeliveryStep {
        var next = closedBreaker(state)
        next.attempts = 0
        next.notBefore = nil
        next.pause = nil
        if next.batchSizeLimit < batchSize {
            next.successesSinceResize += 1
            if next.successesSinceResize >= successesBeforeGrowing {
                next.batchSizeLimit = min(batchSize, next.batchSizeLimit * 2)
                next.successesSinceResize = 0
            }
        }
        return DeliveryStep(decision: .delivered, state: next)
    }

    private func shrink(_ state: DeliveryState, batchEventCount: Int) -> DeliveryStep {
        guard batchEventCount > 1 else { return answered(state, .dropBatch(.eventTooLarge)) }
        var next = closedBreaker(state)
        next.attempts = 0
        next.notBefore = nil
        next.batchSizeLimit = min(next.batchSizeLimit, max(1, batchEventCount / 2))
        next.successesSinceResize = 0
        return DeliveryStep(decision: .shrinkBatch(to: next.batchSizeLimit), state: next)
    }

    /// The collector answered with something retrying cannot fix: the batch is done with, the collector is alive.
    private func answered(_ state: DeliveryState, _ decision: DeliveryDecision) -> DeliveryStep {
        var next = closedBreaker(state)
        if case .dropBatch = decision {
            next.attempts = 0
            next.notBefore = nil
        }
        return DeliveryStep(decision: decision, state: next)
    }

    private func closedBreaker(_ state: DeliveryState) -> DeliveryState {
        var next = state
        next.consecutiveFailures = 0
        next.breakerOpenUntil = nil
        next.breakerCooldown = 0
        return next
    }

    private func retry(
        _ state: DeliveryState, status: Int?, retryAfter: String?, countsAsAttempt: Bool,
        now: Date, jitter: Double
    ) -> DeliveryStep {
        var next = state
        next.pause = nil
        next.consecutiveFailures += 1
        if countsAsAttempt { next.attempts += 1 }
        openBreakerIfNeeded(&next, now: now)

        // While the breaker is open its cool-down sets the pace (probes 2, 4, 8, 10, 10… s apart by default), not
        // the jittered backoff, so delivery resumes within one cool-down of the collector coming back.
        let retryAfterDelay = retryAfter.flatMap { RetryAfter.delay(from: $0, now: now) }.map { min($0, retryAfterCeiling) }
        var delay: TimeInterval
        if let openUntil = next.breakerOpenUntil {
            delay = max(retryAfterDelay ?? 0, openUntil.timeIntervalSince(now))
        } else {
            delay = retryAfterDelay ?? Backoff.fullJitter(failures: next.consecutiveFailures, base: retryBase, cap: retryCap, jitter: jitter)
        }
        next.notBefore = now.addingTimeInterval(delay)
        if next.attempts >= maxAttempts {
            let attempts = next.attempts
            next.attempts = 0
            return DeliveryStep(
                decision: .dropBatch(.attemptsExhausted(attempts: attempts, lastStatus: status)),
                state: next)
        }
        return DeliveryStep(decision: .retry(after: delay), state: next)
    }

    /// Opens the breaker after `breakerThreshold` failures in a row; a failed half-open probe doubles the cool-down.
    private func openBreakerIfNeeded(_ state: inout DeliveryState, now: Date) {
        if state.breakerOpenUntil != nil {
            state.breakerCooldown = min(breakerMaxCooldown, state.breakerCooldown * 2)
        } else if state.consecutiveFailures >= breakerThreshold {
            state.breakerCooldown = breakerCooldown
        } else {
            return
        }
        state.breakerOpenUntil = now.addingTimeInterval(state.breakerCooldown)
    }
}
