/// What the runtime knows about the current user's entitlements (Superwall's shape).
public enum SubscriptionStatus<Key: PlanEntitlementKey>: Sendable, Hashable {
    /// No answer yet for this user (never refreshed, signed out, or just switched users).
    case unknown
    /// The collector answered, and nothing is active now.
    case inactive
    /// These entitlements are active now (expired ones are left out).
    case active(Set<Key>)
}
