import Foundation

/// The current user's entitlements, owned by exactly one user id.
///
/// - Reads (`isEntitled`) go to `EntitlementSlots` without a lock: one atomic load per call, plus a clock read
///   only for a key that has an expiry.
/// - Every write (an answer applied, a user change) happens under one lock, bumps nothing but what it must, and
///   rewrites the slots before it returns.
/// - The leak guard: each user change bumps `generation` (under the lock, before `identify`/`alias`/`reset`
///   return). A refresh takes the user id and generation when it starts and is applied only if both are unchanged
///   when its answer arrives; otherwise the answer is discarded (`entitlements_user_changed`).
final class EntitlementCache: Sendable {
    struct State {
        var userId: String?
        var anonymousId = ""
        var generation: UInt64 = 0
        /// The last known good answer for `userId`; nil while there is none (status `.unknown`).
        var answer: EntitlementAnswer?
        /// Keys the plan does not know that have been logged (each once).
        var loggedUnknownKeys: Set<String> = []
        /// The key type the slots serve: its slot for a raw key, and how many slots.
        var slotOf: (@Sendable (String) -> Int?)?
        var slotCount = 0
        var observers: [Int: Observer] = [:]
        var nextObserver = 0
        /// The wake-up at the answer's next expiry, and its number (a newer answer or `finish` outdates it).
        var expiryTask: Task<Void, Never>?
        var expiryEpoch: UInt64 = 0
    }

    /// One `changes` stream: how to tell it the answer (as of an instant, ms since 1970), and how to end it.
    struct Observer: Sendable {
        var yield: @Sendable (EntitlementAnswer?, Int64) -> Void
        var finish: @Sendable () -> Void
    }

    private let state = Locked(State())
    private let slots = makeEntitlementSlots()
    let clock: any TrackPlanClock
    private let log: TrackPlanLogger
    private let file: EntitlementFile
    private let activity: ActivityHub

    init(directory: URL?, clock: any TrackPlanClock, log: TrackPlanLogger, activity: ActivityHub) {
        file = EntitlementFile(directory: directory)
        self.clock = clock
        self.log = log
        self.activity = activity
    }

    /// At start: the restored identity owns the cache, with its saved answer if the file is that user's.
    func restore(userId: String?, anonymousId: String) {
        let saved = file.load(for: userId)
        state.withLock { state in
            state.userId = userId
            state.anonymousId = anonymousId
            state.answer = saved
            scheduleExpiry(&state)
        }
    }

    // MARK: Reads

    @inline(__always)
    func isEntitled<Key: PlanEntitlementKey>(_ key: Key) -> Bool {
        let until = slots.until(slot: key.planSlot(), keyType: ObjectIdentifier(Key.self)) ?? slowUntil(key)
        if until == EntitlementSlot.noExpiry { return true }
        if until == EntitlementSlot.notEntitled { return false }
        return clock.nowMillis() < until
    }

    /// The first read of a key type adopts the slots for it; another plan's key type reads the answer directly.
    private func slowUntil<Key: PlanEntitlementKey>(_ key: Key) -> Int64 {
        state.withLock { state in
            if adopt(Key.self, &state) {
                return slots.until(slot: key.planSlot(), keyType: ObjectIdentifier(Key.self)) ?? EntitlementSlot.notEntitled
            }
            return state.answer?.grants[key.rawValue] ?? EntitlementSlot.notEntitled
        }
    }

    func entitlements<Key: PlanEntitlementKey>(_: Key.Type) -> Set<Key>? {
        let now = clock.nowMillis()
        return state.withLock { $0.answer }.map { Self.keys($0, Key.self, now: now) }
    }

    func status<Key: PlanEntitlementKey>(_: Key.Type) -> SubscriptionStatus<Key> {
        Self.status(state.withLock { $0.answer }, Key.self, now: clock.nowMillis())
    }

    /// Each change of status for the current user (an answer applied, the user changed, a key expired), starting
    /// with the status now. Keeps the newest 16 when the reader falls behind; ends at `finish()`.
    func changes<Key: PlanEntitlementKey>(_: Key.Type) -> AsyncStream<SubscriptionStatus<Key>> {
        let (stream, continuation) = AsyncStream.makeStream(of: SubscriptionStatus<Key>.self, bufferingPolicy: .bufferingNewest(16))
        let clock = self.clock
        let id = state.withLock { state in
            let id = state.nextObserver
            state.nextObserver += 1
            let observer = Observer(
                yield: { continuation.yield(Self.status($0, Key.self, now: $1)) }, finish: { continuation.finish() })
            state.observers[id] = observer
            observer.yield(state.answer, clock.nowMillis())
            return id
        }
        continuation.onTermination = { [weak self] _ in _ = self?.state.withLock { $0.observers.removeValue(forKey: id) } }
        return stream
    }

    /// Ends every `changes` stream (the client stopped). Outside the lock: ending a stream runs its termination
    /// handler, which takes the lock.
    func finish() {
        let observers = state.withLock { state in
            defer { state.observers = [:] }
            state.expiryTask?.cancel()
            state.expiryTask = nil
            state.expiryEpoch &+= 1
            return Array(state.observers.values)
        }
        for observer in observers { observer.finish() }
    }

    // MARK: Writes

    /// Called by every identity call under the identity lock, before it returns: a different user id, or a new
    /// anonymous id (`reset`), empties the cache, deletes its file and turns away refreshes already in flight.
    func identityChanged(userId: String?, anonymousId: String) {
        state.withLock { state in
            guard state.userId != userId || state.anonymousId != anonymousId else { return }
            state.generation &+= 1
            state.userId = userId
            state.anonymousId = anonymousId
            if let failure = file.delete() { log.report(.error, "entitlements_delete_failed", "\(failure)") }
            replaceAnswer(nil, &state)
        }
    }

    /// The user id and generation a refresh is for.
    func ticket() -> (userId: String?, generation: UInt64) {
        state.withLock { ($0.userId, $0.generation) }
    }

    /// Applies an answer fetched for `ticket`, keeping only the keys `Key` knows (the others are logged once).
    /// Returns false, applying nothing, when the user changed since the ticket was taken.
    func apply<Key: PlanEntitlementKey>(_ answer: EntitlementAnswer, for ticket: (userId: String?, generation: UInt64), _: Key.Type) -> Bool {
        state.withLock { state in
            guard state.generation == ticket.generation, let userId = state.userId, userId == answer.userId else { return false }
            var known = answer
            for key in answer.grants.keys.sorted() where Key(rawValue: key) == nil {
                known.grants[key] = nil
                if state.loggedUnknownKeys.insert(key).inserted {
                    log.report(.warning, "entitlement_unknown_key", "'\(key)' is not in the plan (plan drift); ignored")
                }
            }
            _ = adopt(Key.self, &state)
            if let failure = file.save(known) {
                log.report(.error, "entitlements_write_failed", "\(failure); the answer holds until the app quits")
            }
            replaceAnswer(known, &state)
            return true
        }
    }

    // MARK: Under the lock

    private func replaceAnswer(_ answer: EntitlementAnswer?, _ state: inout State) {
        let changed = state.answer != answer
        state.answer = answer
        refill(state)
        scheduleExpiry(&state)
        guard changed else { return }
        announce(state, now: clock.nowMillis())
    }

    /// Tells every `changes` stream and the activity stream the status as of `now`.
    private func announce(_ state: State, now: Int64) {
        for observer in state.observers.values { observer.yield(state.answer, now) }
        activity.emit(.entitlementsChanged(userId: state.userId, active: state.answer.map { $0.active(at: now) }))
    }

    /// Wakes at the answer's next expiry on the injected clock, replacing any earlier wake-up.
    private func scheduleExpiry(_ state: inout State, after now: Int64? = nil) {
        state.expiryTask?.cancel()
        state.expiryTask = nil
        state.expiryEpoch &+= 1
        let now = now ?? clock.nowMillis()
        guard let next = state.answer?.nextExpiry(after: now) else { return }
        let epoch = state.expiryEpoch
        let clock = self.clock
        state.expiryTask = Task { [weak self] in
            do { try await clock.sleep(until: Date(timeIntervalSince1970: Double(next) / 1000)) } catch { return }
            self?.expired(at: next, epoch: epoch)
        }
    }

    /// A key expired: the status changed without a new answer. The instant is `next` at the earliest (the clock
    /// may have rounded below it), so the expired key is never reported active again.
    private func expired(at next: Int64, epoch: UInt64) {
        state.withLock { state in
            guard state.expiryEpoch == epoch else { return }
            let now = max(clock.nowMillis(), next)
            announce(state, now: now)
            scheduleExpiry(&state, after: now)
        }
    }

    private func adopt<Key: PlanEntitlementKey>(_: Key.Type, _ state: inout State) -> Bool {
        guard slots.adopt(keyType: ObjectIdentifier(Key.self), count: Key.planSlotCount) else { return false }
        if state.slotOf == nil {
            state.slotOf = { Key(rawValue: $0)?.planSlot() }
            state.slotCount = Key.planSlotCount
            refill(state)
        }
        return true
    }

    private func refill(_ state: State) {
        guard let slotOf = state.slotOf else { return }
        var values = Array(repeating: EntitlementSlot.notEntitled, count: state.slotCount)
        for (key, until) in state.answer?.grants ?? [:] {
            if let slot = slotOf(key), values.indices.contains(slot) { values[slot] = until }
        }
        slots.fill(values)
    }

    // MARK: Pure

    private static func keys<Key: PlanEntitlementKey>(_ answer: EntitlementAnswer, _: Key.Type, now: Int64) -> Set<Key> {
        Set(answer.active(at: now).compactMap(Key.init(rawValue:)))
    }

    static func status<Key: PlanEntitlementKey>(_ answer: EntitlementAnswer?, _: Key.Type, now: Int64) -> SubscriptionStatus<Key> {
        guard let answer else { return .unknown }
        let active = keys(answer, Key.self, now: now)
        return active.isEmpty ? .inactive : .active(active)
    }
}
