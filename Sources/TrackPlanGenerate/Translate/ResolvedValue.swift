import TrackPlanModel

/// How one (non-`const`) schema is represented in Swift, and what its encoder and validator must do.
struct ResolvedValue {
    indirect enum Kind {
        case string(StringConstraints)
        case date, uri, uuid
        case integer(NumericConstraints)
        case number(NumericConstraints)
        case boolean
        case enumeration(EnumRawType)
        case object
        case array(ArrayShape, element: ResolvedValue)
        /// Untyped: `TrackPlan.JSONValue`.
        case json
        case map(MapShape, element: ResolvedValue)
        /// A generated union enum, which encodes and validates itself like a nested struct.
        case union
    }

    enum EnumRawType { case string, integer, number }

    /// The value's type as written inside the type that declares the property, not counting the property's own
    /// optionality (an array's nullable items are `T?`).
    var type: SwiftType
    /// The same type spelled from the top level (`OrderCompleted.Product`), for the factory functions.
    var qualifiedType: SwiftType
    var kind: Kind
    /// Whether `validate` has anything to check for this value.
    var needsValidation: Bool
    /// Array items and map values only: the element may be `null` (`[T?]`, `[String: T?]`).
    var isNullableElement = false

    init(_ type: SwiftType, qualified: SwiftType? = nil, _ kind: Kind, schema: Schema) {
        self.type = type
        self.qualifiedType = qualified ?? type
        self.kind = kind
        self.needsValidation = schema.needsValidation
    }
}

extension NumericConstraints {
    var hasBounds: Bool {
        minimum != nil || maximum != nil || exclusiveMinimum != nil || exclusiveMaximum != nil || multipleOf != nil
    }
}

extension Schema {
    /// Whether a generated validator has anything to check for a value of this schema.
    var needsValidation: Bool {
        if constValue != nil || enumValues != nil { return false }
        switch type {
        case .string(let constraints):
            return constraints.pattern != nil || constraints.minLength != nil || constraints.maxLength != nil
                || constraints.format?.isCheckedAtTrackTime == true
        case .integer(let constraints): return constraints.hasBounds
        case .number: return true
        case .boolean: return false
        case .object(let shape): return shape.properties.contains { $0.schema.needsValidation }
        case .array(let shape): return shape.minItems != nil || shape.maxItems != nil || shape.uniqueItems || shape.items.needsValidation
        case .any: return true  // numbers inside must be finite
        case .map(let shape):
            return shape.keyPattern != nil || shape.minProperties != nil || shape.maxProperties != nil || shape.values.needsValidation
        case .union(let shape): return shape.members.contains { $0.needsValidation }
        }
    }
}
