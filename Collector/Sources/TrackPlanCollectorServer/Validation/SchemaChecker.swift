import TrackPlanModel

/// Checks one received value against its plan schema, with the rules of the generated validators (bounds,
/// lengths, pattern, format, items) plus what the Swift types enforce at compile time (type, required,
/// unknown property, enum, const), and deprecation. Appends a `Problem` per broken rule.
struct SchemaChecker {
    let index: PlanIndex
    var problems: [Problem] = []

    mutating func check(_ value: JSONValue, against schema: Schema, at pointer: String) {
        if case .null = value {
            // An untyped value (`JSONValue`) may be null too.
            if !schema.isNullable, schema.type != .any { fail(pointer, "type", "is null; expected \(schema.type.nameWithArticle)", schema) }
            return
        }
        if let deprecation = schema.deprecation {
            fail(pointer, "deprecated", "is deprecated" + (deprecation.message.map { ": \($0)" } ?? ""), schema)
        }
        if let enumValues = schema.enumValues, !enumValues.contains(where: { Self.matches(value, $0) }) {
            fail(pointer, "enum", "is not one of " + enumValues.map(\.description).joined(separator: ", "), schema)
            return
        }
        if let constant = schema.constValue, !Self.matches(value, constant) {
            fail(pointer, "const", "must be \(constant)", schema)
            return
        }
        switch (schema.type, value) {
        case (.string(let constraints), .string(let text)):
            checkString(text, constraints, at: pointer, schema)
        case (.integer(let bounds), .number(let number)) where number.rounded() == number:
            checkNumber(number, bounds, at: pointer, schema)
        case (.number(let bounds), .number(let number)):
            checkNumber(number, bounds, at: pointer, schema)
        case (.boolean, .bool):
            break
        case (.object(let shape), .object):
            check(value, against: shape, at: pointer, owner: schema.origin)
        case (.array(let array), .array(let elements)):
            checkArray(elements, array, at: pointer, schema)
        case (.any, _):
            break
        case (.map(let map), .object(let members)):
            checkMap(members, map, at: pointer, schema)
        case (.union(let union), _):
            checkUnion(value, union, at: pointer, schema)
        default:
            fail(pointer, "type", "is \(Self.article(value.typeName)); expected \(schema.type.nameWithArticle)", schema)
        }
    }

    /// Checks an object's members: required ones present, each known one against its schema, unknown ones
    /// refused unless `additionalProperties` allows them. `owner` locates `required` and `additionalProperties`.
    mutating func check(_ value: JSONValue, against shape: ObjectShape, at pointer: String, owner: Origin) {
        guard case .object(let members) = value else {
            fail(pointer, "type", "is \(Self.article(value.typeName)); expected an object", plan: owner.planLocation)
            return
        }
        var present: Set<String> = []
        for (key, member) in members {
            present.insert(key)
            let memberPointer = pointer + "/" + Self.escape(key)
            if let property = shape.properties.first(where: { $0.name == key }) {
                if Self.isProtectedForm(member, of: property, privacy: index.plan.privacy) { continue }
                check(member, against: property.schema, at: memberPointer)
            } else if !shape.allowsAdditionalProperties {
                fail(memberPointer, "additionalProperties", "\"\(key)\" is not in the plan", plan: owner.planLocation)
            }
        }
        for property in shape.properties
        where property.isRequired && !present.contains(property.name) && !Self.mayBeMissing(property, privacy: index.plan.privacy) {
            fail(pointer, "required", "is missing the required property \"\(property.name)\"", plan: owner.planLocation)
        }
    }

    mutating func fail(_ pointer: String, _ rule: String, _ message: String, _ schema: Schema) {
        fail(pointer, rule, message, plan: schema.origin.planLocation)
    }

    mutating func fail(_ pointer: String, _ rule: String, _ message: String, plan: String?) {
        problems.append(Problem(pointer: pointer, rule: rule, message: message, plan: plan))
    }

    /// RFC 6901 escaping of one reference token.
    static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return token.replacing("~", with: "~0").replacing("/", with: "~1")
    }

    static func matches(_ value: JSONValue, _ scalar: ScalarValue) -> Bool {
        switch (value, scalar) {
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a), .integer(let b)): return a == Double(b)
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }

    static func article(_ name: String) -> String {
        name == "null" ? "null" : (name.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + name
    }
}
