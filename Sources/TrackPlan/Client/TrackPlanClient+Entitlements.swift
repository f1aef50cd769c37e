/// The current user's entitlements: a cache owned by exactly one user id, filled by `refreshEntitlements`, read
/// synchronously from any thread. Generated code adds the plan-typed spellings (`isEntitled(_:)`,
/// `subscriptionStatus`, `entitlements()`, `refreshEntitlements()`, `entitlementChanges`); the generic forms below
/// serve them, and serve an app that links two plans. See Docs/Entitlements.md for the guarantees.
extension TrackPlanClient {
    /// Whether the current user has `key` now: a cache read (no network, no lock, no allocation), safe on the main
    /// thread. False when nothing is known for this user, when the key expired on the client's clock, and always
    /// right after the user changed until a refresh for the new user is applied.
    @inline(__always)
    public func isEntitled<Key: PlanEntitlementKey>(to key: Key) -> Bool {
        entitlementCache.isEntitled(key)
    }

    /// The current user's active entitlements, or nil when nothing is known for this user yet.
    public func entitlements<Key: PlanEntitlementKey>(of keys: Key.Type) -> Set<Key>? {
        entitlementCache.entitlements(Key.self)
    }

    /// `.unknown` (no answer for this user yet), `.inactive`, or `.active` with the keys active now.
    public func subscriptionStatus<Key: PlanEntitlementKey>(of keys: Key.Type) -> SubscriptionStatus<Key> {
        entitlementCache.status(Key.self)
    }

    /// Every change of `subscriptionStatus(of:)`, starting with the status now: an answer that differs from the
    /// cached one, a user change, or a key's `expiresAt` passing (at that instant on the client's clock; the
    /// activity stream reports it too, as `.entitlementsChanged`). The stream ends when the client stops or the
    /// reader cancels.
    public func entitlementChanges<Key: PlanEntitlementKey>(of keys: Key.Type) -> AsyncStream<SubscriptionStatus<Key>> {
        entitlementCache.changes(Key.self)
    }

    /// Asks the collector for the current user's entitlements (`GET {endpoint}/v1/entitlements?userId=…`) and
    /// caches the answer (in memory and, with a storage directory, on disk for this user).
    ///
    /// On any failure the cached answer stays (an outage never downgrades a paying user) and the error is thrown
    /// and logged under its code. An answer that arrives after the user changed is discarded (`.userChanged`),
    /// never applied to the new user. Keys the plan does not know are dropped and logged once each
    /// (`entitlement_unknown_key`).
    public func refreshEntitlements<Key: PlanEntitlementKey>(of keys: Key.Type) async throws(EntitlementError) {
        let ticket = entitlementCache.ticket()
        guard let userId = ticket.userId else { throw .notIdentified }
        let answer: EntitlementAnswer
        switch await entitlementFetcher.fetch(userId: userId) {
        case .success(let fetched): answer = fetched
        case .failure(let error):
            pipeline.log.report(.warning, error.code, "\(error)")
            throw error
        }
        guard entitlementCache.apply(answer, for: ticket, Key.self) else {
            pipeline.log.report(.info, EntitlementError.userChanged.code, "\(EntitlementError.userChanged)")
            throw .userChanged
        }
    }

    /// What the runtime does, as typed values: identity and entitlement changes, drops, deliveries, permanent
    /// failures, storage failures (`TrackPlanActivity`). Each call opens a new stream; it ends when the client
    /// stops or the reader cancels. Buffers the newest 256 values; nothing is built while no stream is open.
    public func activity() -> AsyncStream<TrackPlanActivity> {
        activityHub.stream()
    }
}
