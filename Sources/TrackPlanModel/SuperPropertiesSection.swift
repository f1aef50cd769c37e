/// The plan's `superProperties` section: properties that accompany every event while the app has them set. Each
/// goes into the event's `properties`, or into the envelope's `context` when the section's `x-context` names it.
/// Only scalars (strings, enums, formats, integers, numbers, booleans), so each is one JSON value on the wire.
public struct SuperPropertiesSection: Sendable, Hashable {
    public var description: String?
    public var properties: ObjectShape
    /// The names listed in `x-context`, in the author's order: these go into `context`.
    public var contextNames: [String]
    public var origin: Origin

    public init(description: String? = nil, properties: ObjectShape, contextNames: [String] = [], origin: Origin) {
        self.description = description
        self.properties = properties
        self.contextNames = contextNames
        self.origin = origin
    }

    /// Whether `property` goes into `context` (else into `properties`).
    public func goesIntoContext(_ property: Property) -> Bool { contextNames.contains(property.name) }
}

extension Schema {
    /// The type as a person compares two properties of the same name: `string`, `string (date-time)`,
    /// `string enum ["free", "pro"]`, `integer`, `number`, `boolean`, `object`, `array`, `map`, `any value`, `union (…)`. Constraints and
    /// nullability are left out: a value of one fits the other's Swift type.
    public var typeSummary: String {
        var summary: String
        switch type {
        case .string(let constraints): summary = constraints.format.map { "string (\($0.rawValue))" } ?? "string"
        case .integer: summary = "integer"
        case .number: summary = "number"
        case .boolean: summary = "boolean"
        case .object: summary = "object"
        case .array: summary = "array"
        case .any: summary = "any value"
        case .map: summary = "map"
        case .union(let union): summary = "union (" + union.members.map(\.typeSummary).joined(separator: ", ") + ")"
        }
        if let enumValues { summary += " enum [" + enumValues.map(\.description).joined(separator: ", ") + "]" }
        return summary
    }
}
