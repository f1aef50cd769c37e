import Foundation

/// Sends the queue's head, one batch at a time, and applies `DeliveryPolicy`'s decision to the store.
///
/// One drain runs at a time; a flush asked for during a drain makes the drain go round again and waits for it.
/// A drain never sleeps: when the policy says wait (backoff, `Retry-After`, open breaker, pause) it schedules a
/// wake-up on the injected clock and returns, so `flush()` returns promptly while the collector is down.
///
/// All delivery state lives in one `DeliveryStatus` value; the actor holds only what cannot be a value (the
/// wake-up task and the flushes waiting for the drain).
actor DeliveryWorker {
    private let store: any EventStore
    private let policy: DeliveryPolicy
    private let builder: BatchRequestBuilder
    private let transport: any HTTPTransport
    private let clock: any TrackPlanClock
    private let log: TrackPlanLogger
    private let onPermanentFailure: (@Sendable (PermanentFailure) -> Void)?
    private let maxBatchBytes: Int
    /// The one owner of delivery state; read synchronously by `trigger()` and `stats()`.
    nonisolated let status: Locked<DeliveryStatus>
    /// `forget()` requests not yet accepted; sent before batches (see `sendForgets`).
    nonisolated let forgets: ForgetQueue

    private var keys = MessageIDGenerator()
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var wakeTask: Task<Void, Never>?

    init(store: any EventStore, options: TrackPlanOptions, endpoint: URL, transport: any HTTPTransport) {
        self.store = store
        var policy = options.retry
        policy.batchSize = options.batchSize
        self.policy = policy
        builder = BatchRequestBuilder(endpoint: endpoint, writeKey: options.writeKey)
        self.transport = transport
        clock = options.clock
        log = options.logger
        onPermanentFailure = options.onPermanentFailure
        maxBatchBytes = options.maxBatchBytes - BatchRequestBuilder.wrapperBytes
        forgets = ForgetQueue(directory: options.storageDirectory)
        status = Locked(DeliveryStatus(policyState: policy.initialState()))
    }

    /// Asks for a flush from synchronous code (a flush policy fired); coalesced.
    nonisolated func trigger() {
        guard status.withLock({ $0.claimTrigger() }) else { return }
        Task { await self.flush(explicit: false) }
    }

    /// Sends until the queue is empty or the policy says wait. `explicit` (the app called `flush()`) lifts a pause.
    func flush(explicit: Bool) async {
        let policy = self.policy
        guard status.withLock({ $0.beginFlush(explicit: explicit, policy: policy) }) else {
            await withCheckedContinuation { waiters.append($0) }
            return
        }
        repeat {
            await drain()
        } while status.withLock({ $0.endPass() })
        let finished = waiters
        waiters = []
        for waiter in finished { waiter.resume() }
    }

    /// Stops sending: lets the request in flight finish, cancels timers.
    func stop() async {
        let draining = status.withLock { status in
            status.stop()
            return status.draining
        }
        wakeTask?.cancel()
        wakeTask = nil
        if draining { await withCheckedContinuation { waiters.append($0) } }
    }

    private func drain() async {
        while !status.withLock(\.stopped) {
            let now = clock.now()
            switch status.withLock({ $0.readiness(policy, now: now) }) {
            case .ready: break
            case .wait(let until), .paused(_, let until):
                scheduleWake(at: until)
                return
            }
            guard await sendForgets() else { return }
            // A key is minted only when a new batch is formed; a re-sent pending batch keeps its own.
            let limit = status.withLock { policy.batchLimit($0.policyState, now: now) }  // one event while half-open
            guard
                let batch = store.nextBatch(maxCount: limit, maxBytes: maxBatchBytes, newKey: { keys.nextKey(unixMillis: clock.nowMillis()) })
            else { return }
            guard await send(batch) else { return }
        }
    }

    /// One attempt for each pending forget request, decided like a one-event batch; returns whether to go on.
    private func sendForgets() async -> Bool {
        for request in forgets.requests {
            let state = status.withLock { status in
                status.countAttempt()
                return status.policyState
            }
            let outcome = await transport.send(builder.forget(request))
            let step = policy.decide(state, outcome: outcome, batchEventCount: 1, now: clock.now(), jitter: Double.random(in: 0..<1))
            status.withLock { $0.apply(step, deliveredEvents: 0) }
            switch step.decision {
            case .delivered:
                forgets.remove(request.id)
            case .dropBatch, .shrinkBatch:
                log.report(.error, "forget_rejected", "the collector refused the forget request \(request.id): \(outcome)")
                forgets.remove(request.id)
            case .retry(let delay):
                log.report(.info, "forget_retry_scheduled", "\(outcome); retrying in \(String(format: "%.1f", delay)) s")
                scheduleWake(at: clock.now().addingTimeInterval(delay))
                return false
            case .pause(let reason, let until):
                log.report(.error, reason.code, "\(reason); the forget request is kept until \(until) or the next flush()")
                scheduleWake(at: until)
                return false
            }
        }
        return true
    }

    /// One attempt; returns whether to go on with the next batch now.
    private func send(_ batch: PendingBatch) async -> Bool {
        let request = builder.build(events: batch.events.map(\.json), idempotencyKey: batch.idempotencyKey, sentAt: clock.now())
        let state = status.withLock { status in
            status.countAttempt()
            return status.policyState
        }
        let outcome = await transport.send(request)
        let step = policy.decide(state, outcome: outcome, batchEventCount: batch.events.count, now: clock.now(), jitter: Double.random(in: 0..<1))
        let goOn: Bool
        switch step.decision {
        case .delivered:
            store.finish(batch, .delivered)
            goOn = true
        case .shrinkBatch(let size):
            log.report(.warning, "batch_too_large", "413 for \(batch.events.count) events; batches now hold at most \(size)")
            store.abandonPending()
            goOn = true
        case .dropBatch(let reason):
            log.report(.error, reason.code, "\(batch.events.count) events dropped: \(reason)")
            onPermanentFailure?(PermanentFailure(reason: reason, idempotencyKey: batch.idempotencyKey, events: batch.events.map { Data($0.json) }))
            store.finish(batch, .dropped(.permanentFailure))
            goOn = true
        case .retry(let delay):
            log.report(.info, "batch_retry_scheduled", "\(outcome); retrying in \(String(format: "%.1f", delay)) s")
            scheduleWake(at: clock.now().addingTimeInterval(delay))
            goOn = false
        case .pause(let reason, let until):
            log.report(.error, reason.code, "\(reason); events are kept until \(until) or the next flush()")
            scheduleWake(at: until)
            goOn = false
        }
        // After the store has settled the batch, so `stats()` never counts a delivered batch twice.
        let delivered = if case .delivered = step.decision { batch.events.count } else { 0 }
        status.withLock { $0.apply(step, deliveredEvents: delivered) }
        return goOn
    }

    /// Flushes again at `deadline` on the injected clock; a newer wake-up replaces an older one.
    private func scheduleWake(at deadline: Date) {
        guard let generation = status.withLock({ $0.scheduleWake(at: deadline) }) else { return }
        wakeTask?.cancel()
        let clock = self.clock
        wakeTask = Task {
            do { try await clock.sleep(until: deadline) } catch { return }
            await self.wake(generation)
        }
    }

    private func wake(_ generation: Int) async {
        guard status.withLock({ $0.wakeFired(generation) }) else { return }
        wakeTask = nil
        await flush(explicit: false)
    }
}
