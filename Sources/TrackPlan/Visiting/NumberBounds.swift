/// A number's bounds from the plan (nil: not set). Integers whose plan bounds are not exact integers
/// (`minimum: 0.5`, `maximum: 1e300`) are compared with these, as doubles.
@_spi(Generated)
public struct NumberBounds: Sendable {
    public var minimum: Double?
    public var maximum: Double?
    public var exclusiveMinimum: Double?
    public var exclusiveMaximum: Double?
    public var multipleOf: Double?

    public init(
        minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Double? = nil, exclusiveMaximum: Double? = nil,
        multipleOf: Double? = nil
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.exclusiveMinimum = exclusiveMinimum
        self.exclusiveMaximum = exclusiveMaximum
        self.multipleOf = multipleOf
    }
}

/// An integer's exact bounds from the plan.
struct IntegerBounds {
    var minimum: Int?
    var maximum: Int?
    var exclusiveMinimum: Int?
    var exclusiveMaximum: Int?
    var multipleOf: Int?

    @inline(__always)
    init(_ minimum: Int?, _ maximum: Int?, _ exclusiveMinimum: Int?, _ exclusiveMaximum: Int?, _ multipleOf: Int?) {
        self.minimum = minimum
        self.maximum = maximum
        self.exclusiveMinimum = exclusiveMinimum
        self.exclusiveMaximum = exclusiveMaximum
        self.multipleOf = multipleOf
    }
}
