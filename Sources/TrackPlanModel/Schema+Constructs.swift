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
///
/// Or a union of objects told apart by a discriminator (`discriminator` set): `oneOf` of object schemas that each
/// require one property, the same in every member, fixed by `const` to a string of its own (`"method": {"const":
/// "card"}`), so exactly one member can match any value.
public struct UnionShape: Sendable, Hashable {
    /// In the author's order; each member's `type` is `.string`, `.integer`, `.number` or `.boolean`, or, with a
    /// discriminator, `.object`.
    public var members: [Schema]
    /// The property whose `const` names the member (`method`); nil for a union of scalar types.
    public var discriminator: String?

    public init(members: [Schema], discriminator: String? = nil) {
        self.members = members
        self.discriminator = discriminator
    }

    /// What names `member` in this union: its discriminator value (`card`), else its JSON type (`string`).
    public func memberName(_ member: Schema) -> String {
        guard let discriminator else { return member.type.unionCaseName }
        return member.discriminatorValue(discriminator) ?? member.type.unionCaseName
    }
}

extension Schema {
    /// The string this object schema's `property` is fixed to by `const`, if it is a required property.
    public func discriminatorValue(_ property: String) -> String? {
        guard case .object(let shape) = type, let member = shape.properties.first(where: { $0.name == property }), member.isRequired,
            case .string(let value)? = member.schema.constValue
        else { return nil }
        return value
    }
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
