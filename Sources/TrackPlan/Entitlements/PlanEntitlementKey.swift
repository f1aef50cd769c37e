/// The plan's entitlement keys (the generated `EntitlementKey`): the only values `isEntitled(_:)` and the other
/// entitlement calls take, so a key the plan does not declare does not compile.
///
/// Generated code conforms; apps never do. The two requirements are `@_spi(Generated)`: they give each key a
/// fixed slot, so a cache read is one array load with no hashing (Docs/Entitlements.md).
public protocol PlanEntitlementKey: RawRepresentable, Hashable, Sendable where RawValue == String {
    /// The key's position in the plan, from 0 to `planSlotCount - 1`.
    @_spi(Generated)
    func planSlot() -> Int
    /// How many keys the plan declares.
    @_spi(Generated)
    static var planSlotCount: Int { get }
}
