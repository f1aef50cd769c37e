/// A map: an object whose keys are data, not names (`{"exp_1": "variant_b"}`), from `additionalProperties` as a
/// schema. `propertyNames.pattern`, `minProperties` and `maxProperties` constrain the keys and their count.
public struct MapShape: Sendable, Hashable {
    public var values: Schema
    /// ECMA-262 pattern every key must contain a match of (`propertyNames: {"pattern": …}`).
    public var keyPattern: String?
    public var minProperties: Int?
    public var maxProperties: Int?

    public init(values: Schema, keyPattern: String? = nil, minProperties: Int? = nil, maxProperties: Int? = nil) {
        self.values = values
        self.keyPattern = keyPattern
        self.minProperties = minProperties
        self.maxProperties = maxProperties
    }
}

/// A union of scalar types, each with its own constraints: `type: ["string", "number"]` (the keywords beside it
/// apply to the member of their type, as JSON Schema says) or `oneOf` of scalar schemas. Members have distinct
/// types, and never both `integer` and `number` (every integer is a number, so `oneOf` would reject it).
public struct UnionShape: Sendable, Hashable {
    /// In the author's order; each member's `type` is `.string`, `.integer`, `.number` or `.boolean`.
    public var members: [Schema]

    public init(members: [Schema]) { self.members = members }
}

extension SchemaType {
    /// The member name a union gives this type (`string`, `integer`, `number`, `bool`), also its JSON type name.
    public var unionCaseName: String {
        switch self {
        case .string: return "string"
        case .integer: return "integer"
        case .number: return "number"
        case .boolean: return "bool"
        case .object: return "object"
        case .array: return "array"
        case .any: return "value"
        case .map: return "map"
        case .union: return "union"
        }
    }
}
