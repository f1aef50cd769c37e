/// An object schema: `properties`, `required`, `additionalProperties`.
public struct ObjectShape: Sendable, Hashable {
    /// In the author's order.
    public var properties: [Property]
    /// `additionalProperties` (default from the manifest's `defaults.additionalProperties`, else false).
    public var allowsAdditionalProperties: Bool

    public init(properties: [Property] = [], allowsAdditionalProperties: Bool = false) {
        self.properties = properties
        self.allowsAdditionalProperties = allowsAdditionalProperties
    }
}

/// One named property of an object.
public struct Property: Sendable, Hashable {
    /// The wire key.
    public var name: String
    public var swiftName: String?
    /// Listed in the parent's `required`.
    public var isRequired: Bool
    /// `x-pii`: what kind of personal data this holds. Its action (`PrivacyPolicy.action(for:)`) decides what the
    /// generated encoder writes.
    public var pii: PIIClass?
    /// `x-pii-action`: this property's own action, overriding its class's entry in the plan's `privacy` table.
    public var piiAction: PIIAction?
    /// Earlier wire keys (`x-previous-name`), newest first.
    public var previousNames: [String]
    public var schema: Schema
    /// Where the property's key is written, and its keywords at that place (for a `$ref`, the annotations beside
    /// it; the definition's keywords are in `schema.origin`).
    public var use: Origin?
    /// Where the property's name is written in the parent's `required` list (the string), when it is listed there,
    /// so a change of its required status can point at that entry.
    public var requiredLocation: SourceLocation?

    public init(
        name: String, swiftName: String? = nil, isRequired: Bool, pii: PIIClass? = nil, piiAction: PIIAction? = nil,
        previousNames: [String] = [], schema: Schema, use: Origin? = nil, requiredLocation: SourceLocation? = nil
    ) {
        self.use = use
        self.requiredLocation = requiredLocation
        self.piiAction = piiAction
        self.name = name
        self.swiftName = swiftName
        self.isRequired = isRequired
        self.pii = pii
        self.previousNames = previousNames
        self.schema = schema
    }
}

/// The personal-data class of a property (`x-pii`).
public enum PIIClass: String, Sendable, Hashable, CaseIterable {
    case email, phone, name, address
    case freeText = "free-text"
    case identifier
    case ipAddress = "ip-address"
    case location
    /// Reviewed and not personal data (`"x-pii": "none"`): silences the `pii-unmarked` warning for a key that only
    /// looks personal (`zip_code_format`, `phone_model`).
    case notPersonal = "none"
}

/// A resolved JSON Schema for one value.
public struct Schema: Sendable, Hashable {
    public var type: SchemaType
    /// `type` included `"null"`.
    public var isNullable: Bool
    /// `enum`, in the author's order; nil when absent. Values all match `type`.
    public var enumValues: [ScalarValue]?
    /// `const`; nil when absent.
    public var constValue: ScalarValue?
    public var description: String?
    public var deprecation: Deprecation?
    public var examples: [ScalarValue]
    /// Set when this schema came through `$ref` to a shared definition, so the generator can emit one shared type.
    public var reference: SchemaReference?
    /// Where this schema's object starts (after `$ref` resolution: the place that was referenced).
    public var origin: Origin

    public init(
        type: SchemaType, isNullable: Bool = false, enumValues: [ScalarValue]? = nil, constValue: ScalarValue? = nil,
        description: String? = nil, deprecation: Deprecation? = nil, examples: [ScalarValue] = [],
        reference: SchemaReference? = nil, origin: Origin
    ) {
        self.type = type
        self.isNullable = isNullable
        self.enumValues = enumValues
        self.constValue = constValue
        self.description = description
        self.deprecation = deprecation
        self.examples = examples
        self.reference = reference
        self.origin = origin
    }
}

/// The shared definition a `$ref` pointed at.
public struct SchemaReference: Sendable, Hashable {
    /// Plan-relative path of the file holding the definition.
    public var file: String
    /// Pointer of the definition inside that file, e.g. `/$defs/currency`.
    public var pointer: JSONPointer
    /// The last pointer token (`currency`): the generator's name for the shared type.
    public var name: String { pointer.tokens.last ?? file }

    public init(file: String, pointer: JSONPointer) {
        self.file = file
        self.pointer = pointer
    }
}

/// A schema's type with the constraints that apply to it.
public indirect enum SchemaType: Sendable, Hashable {
    case string(StringConstraints)
    case integer(NumericConstraints)
    case number(NumericConstraints)
    case boolean
    case object(ObjectShape)
    case array(ArrayShape)
    /// No `type` (or an array without `items`): any JSON value, a typed `JSONValue` in Swift.
    case any
    /// `additionalProperties: <schema>` with no listed properties: string keys to values of one schema.
    case map(MapShape)
    /// `type: ["string", "number"]` or `oneOf` of scalar schemas: one of several scalar types.
    case union(UnionShape)
}

/// Constraints on strings.
public struct StringConstraints: Sendable, Hashable {
    public var minLength: Int?
    public var maxLength: Int?
    /// ECMA-262 style regular expression, as written (checked to compile with Swift `Regex`).
    public var pattern: String?
    public var format: StringFormat?

    public init(minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil, format: StringFormat? = nil) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.format = format
    }
}

/// Constraints on integers and numbers. Integers are stored as Double only when exactly representable.
public struct NumericConstraints: Sendable, Hashable {
    public var minimum: Double?
    public var maximum: Double?
    public var exclusiveMinimum: Double?
    public var exclusiveMaximum: Double?
    public var multipleOf: Double?
    /// The bounds written as JSON integers, by keyword (`minimum`, …, `multipleOf`), exactly: a `Double` cannot
    /// hold every integer above 2^53, so integer validators compare against these.
    public var exactIntegers: [String: Int64] = [:]

    public init(
        minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Double? = nil, exclusiveMaximum: Double? = nil, multipleOf: Double? = nil
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.exclusiveMinimum = exclusiveMinimum
        self.exclusiveMaximum = exclusiveMaximum
        self.multipleOf = multipleOf
    }
}

/// `items`, `minItems`, `maxItems`, `uniqueItems`.
public struct ArrayShape: Sendable, Hashable {
    public var items: Schema
    public var minItems: Int?
    public var maxItems: Int?
    public var uniqueItems: Bool

    public init(items: Schema, minItems: Int? = nil, maxItems: Int? = nil, uniqueItems: Bool = false) {
        self.items = items
        self.minItems = minItems
        self.maxItems = maxItems
        self.uniqueItems = uniqueItems
    }
}

/// A scalar JSON value as it appears in `enum`, `const` and `examples`.
public enum ScalarValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case integer(Int64)
    case number(Double)
    case bool(Bool)
    case null

    /// JSON text for the value (for messages and docs).
    public var description: String {
        switch self {
        case .string(let s): return "\"\(s)\""
        case .integer(let i): return String(i)
        case .number(let d): return String(d)
        case .bool(let b): return String(b)
        case .null: return "null"
        }
    }
}
