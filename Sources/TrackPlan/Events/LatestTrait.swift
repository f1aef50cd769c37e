/// The generated traits' `merging(_:)`: the newer value of an optional trait, else the older one.
@_spi(Generated)
@inlinable
public func latestTrait<Value>(_ newer: Value?, _ older: Value?) -> Value? {
    newer ?? older
}
