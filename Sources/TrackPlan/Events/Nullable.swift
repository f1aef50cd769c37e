/// The value of an optional, nullable property (`"type": ["string", "null"]`, not in `required`): it has three
/// states on the wire, so the generated property is `Nullable<T>?`:
/// - `nil` (the default): the key is absent;
/// - `.null`: the key is sent with JSON `null`;
/// - `.value(x)`: the key is sent with `x`.
///
/// A required nullable property is plain `T?` (`nil` sends `null`), and an optional non-nullable one is `T? = nil`
/// (`nil` leaves the key out), so only this case needs the extra type.
public enum Nullable<Wrapped> {
    case null
    case value(Wrapped)

    /// The wrapped value, or nil for `.null`.
    public var wrapped: Wrapped? {
        if case .value(let value) = self { return value }
        return nil
    }
}

extension Nullable: Sendable where Wrapped: Sendable {}
extension Nullable: Equatable where Wrapped: Equatable {}
extension Nullable: Hashable where Wrapped: Hashable {}

/// A property that may be left out or sent as `null` (`Nullable<T>?`): whether it is the explicit `null`.
/// Generated visit methods pass it as `null:`, with `?.wrapped` as the value.
extension Optional {
    @_spi(Generated)
    public func isExplicitNull<Value>() -> Bool where Wrapped == Nullable<Value> {
        if case .null? = self { return true }
        return false
    }
}
