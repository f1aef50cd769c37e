/// The canonical text of the model's most numerous values (every property of every event is one of these), written
/// field by field instead of by reflection: the same text `CanonicalPlanText` would write, at a fraction of the
/// cost. `PlanHashTests` checks that these types have exactly the fields listed here, so a field added to one of
/// them fails that test until it is written here too.
extension CanonicalPlanText {
    /// The fields written below, by type, in model order; positions (`use`, `requiredLocation`, `origin`) are left out.
    static let fieldsWrittenByHand: [String: [String]] = [
        "ObjectShape": ["properties", "allowsAdditionalProperties"],
        "Property": ["name", "swiftName", "isRequired", "pii", "piiAction", "previousNames", "schema", "use", "requiredLocation"],
        "Schema": ["type", "isNullable", "enumValues", "constValue", "description", "deprecation", "examples", "reference", "origin"],
        "StringConstraints": ["minLength", "maxLength", "pattern", "format"],
        "NumericConstraints": ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "exactIntegers"],
        "ArrayShape": ["items", "minItems", "maxItems", "uniqueItems"],
    ]

    /// Writes `value` when it is one of the types above; false otherwise.
    static func writeByHand(_ value: Any, into out: inout String) -> Bool {
        switch value {
        case let shape as ObjectShape: write(shape, into: &out)
        case let property as Property: write(property, into: &out)
        case let schema as Schema: write(schema, into: &out)
        case let type as SchemaType: write(type, into: &out)
        case let scalar as ScalarValue: write(scalar, into: &out)
        default: return false
        }
        return true
    }

    private static func write(_ shape: ObjectShape, into out: inout String) {
        out += "ObjectShape{properties:["
        for (index, property) in shape.properties.enumerated() {
            if index > 0 { out += "," }
            write(property, into: &out)
        }
        out += "],allowsAdditionalProperties:" + (shape.allowsAdditionalProperties ? "true" : "false") + "}"
    }

    private static func write(_ property: Property, into out: inout String) {
        out += "Property{name:" + JSONStringEscaping.quoted(property.name)
        out += ",swiftName:" + (property.swiftName.map(JSONStringEscaping.quoted) ?? "null")
        out += ",isRequired:" + (property.isRequired ? "true" : "false")
        out += ",pii:" + (property.pii.map { String(describing: $0) } ?? "null")
        out += ",piiAction:" + (property.piiAction.map { String(describing: $0) } ?? "null")
        out += ",previousNames:[" + property.previousNames.map(JSONStringEscaping.quoted).joined(separator: ",") + "]"
        out += ",schema:"
        write(property.schema, into: &out)
        out += "}"
    }

    private static func write(_ schema: Schema, into out: inout String) {
        out += "Schema{type:"
        write(schema.type, into: &out)
        out += ",isNullable:" + (schema.isNullable ? "true" : "false") + ",enumValues:"
        if let values = schema.enumValues {
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                write(value, into: &out)
            }
            out += "]"
        } else {
            out += "null"
        }
        out += ",constValue:"
        if let value = schema.constValue { write(value, into: &out) } else { out += "null" }
        out += ",description:" + (schema.description.map(JSONStringEscaping.quoted) ?? "null") + ",deprecation:"
        if let deprecation = schema.deprecation {
            out += "Deprecation{message:" + (deprecation.message.map(JSONStringEscaping.quoted) ?? "null") + "}"
        } else {
            out += "null"
        }
        out += ",examples:["
        for (index, value) in schema.examples.enumerated() {
            if index > 0 { out += "," }
            write(value, into: &out)
        }
        out += "],reference:"
        if let reference = schema.reference { write(reference as Any, into: &out) } else { out += "null" }
        out += "}"
    }

    private static func write(_ type: SchemaType, into out: inout String) {
        switch type {
        case .string(let constraints):
            out += "string(StringConstraints{minLength:" + number(constraints.minLength) + ",maxLength:" + number(constraints.maxLength)
            out += ",pattern:" + (constraints.pattern.map(JSONStringEscaping.quoted) ?? "null")
            out += ",format:" + (constraints.format.map { String(describing: $0) } ?? "null") + "})"
        case .integer(let constraints): out += "integer(" + numeric(constraints) + ")"
        case .number(let constraints): out += "number(" + numeric(constraints) + ")"
        case .boolean: out += "boolean"
        case .object(let shape):
            out += "object("
            write(shape, into: &out)
            out += ")"
        case .array(let shape):
            out += "array(ArrayShape{items:"
            write(shape.items, into: &out)
            out += ",minItems:" + number(shape.minItems) + ",maxItems:" + number(shape.maxItems)
            out += ",uniqueItems:" + (shape.uniqueItems ? "true" : "false") + "})"
        case .any: out += "any"
        case .map(let shape): out += "map(" + encoded(shape) + ")"
        case .union(let shape): out += "union(" + encoded(shape) + ")"
        }
    }

    private static func write(_ value: ScalarValue, into out: inout String) {
        switch value {
        case .string(let text): out += "string(" + JSONStringEscaping.quoted(text) + ")"
        case .integer(let number): out += "integer(" + String(number) + ")"
        case .number(let number): out += "number(d" + String(number.bitPattern, radix: 16) + ")"
        case .bool(let flag): out += "bool(" + (flag ? "true" : "false") + ")"
        case .null: out += "null"
        }
    }

    private static func numeric(_ constraints: NumericConstraints) -> String {
        var out = "NumericConstraints{minimum:" + bits(constraints.minimum) + ",maximum:" + bits(constraints.maximum)
        out += ",exclusiveMinimum:" + bits(constraints.exclusiveMinimum) + ",exclusiveMaximum:" + bits(constraints.exclusiveMaximum)
        out += ",multipleOf:" + bits(constraints.multipleOf) + ",exactIntegers:{"
        out += constraints.exactIntegers.map { JSONStringEscaping.quoted($0.key) + ":" + String($0.value) }.sorted().joined(separator: ",")
        return out + "}}"
    }

    private static func number(_ value: Int?) -> String { value.map { String($0) } ?? "null" }
    private static func bits(_ value: Double?) -> String { value.map { "d" + String($0.bitPattern, radix: 16) } ?? "null" }
}
