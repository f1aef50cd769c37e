import TrackPlanModel

/// A checked plan's schemas as JSON Schema: what the exporters write. `$ref`s are already inlined in the plan
/// model, so every schema stands alone. Objects say `additionalProperties: false` only when closed (JSON Schema's
/// default is open). Plan extensions (`x-swift-name`, `x-pii`, …) stay: JSON Schema tools ignore `x-` keywords.
enum SchemaExport {
    static func properties(_ shape: ObjectShape) -> [PlanJSON.Member] {
        var members = [
            PlanJSON.Member("properties", .object(shape.properties.map { PlanJSON.Member($0.name, property($0)) }))
        ]
        let required = shape.properties.filter(\.isRequired).map { PlanJSON.string($0.name) }
        if !required.isEmpty { members.append(PlanJSON.Member("required", .array(required))) }
        if !shape.allowsAdditionalProperties { members.append(PlanJSON.Member("additionalProperties", .bool(false))) }
        return members
    }

    static func property(_ property: Property) -> PlanJSON {
        var extensions: [(String, PlanJSON?)] = [("x-swift-name", property.swiftName.map(PlanJSON.string))]
        if !property.previousNames.isEmpty {
            extensions.append(
                (
                    "x-previous-name",
                    property.previousNames.count == 1 ? .string(property.previousNames[0]) : .array(property.previousNames.map(PlanJSON.string))
                ))
        }
        extensions.append(("x-pii", property.pii.map { .string($0.rawValue) }))
        return schema(property.schema, extensions: extensions)
    }

    static func schema(_ schema: Schema, extensions: [(String, PlanJSON?)] = []) -> PlanJSON {
        var fields = extensions
        fields.append(("description", schema.description.map(PlanJSON.string)))
        fields += deprecation(schema.deprecation)
        var name: String?
        var constraints: [(String, PlanJSON?)] = []
        switch schema.type {
        case .string(let string):
            name = "string"
            constraints = [
                ("format", string.format.map { .string($0.rawValue) }), ("pattern", string.pattern.map(PlanJSON.string)),
                ("minLength", string.minLength.map { .integer(Int64($0)) }), ("maxLength", string.maxLength.map { .integer(Int64($0)) }),
            ]
        case .integer(let numeric): name = "integer"; constraints = bounds(numeric)
        case .number(let numeric): name = "number"; constraints = bounds(numeric)
        case .boolean: name = "boolean"
        case .array(let array):
            name = "array"
            let items: PlanJSON? = array.items.type == .any ? nil : Self.schema(array.items, extensions: [])
            constraints = [
                ("items", items), ("minItems", array.minItems.map { .integer(Int64($0)) }),
                ("maxItems", array.maxItems.map { .integer(Int64($0)) }), ("uniqueItems", array.uniqueItems ? .bool(true) : nil),
            ]
        case .object(let shape):
            name = "object"
            constraints = properties(shape).map { ($0.key, $0.value) }
        case .any:
            name = nil
        case .map(let map):
            name = "object"
            constraints = [
                ("additionalProperties", Self.schema(map.values)),
                ("propertyNames", map.keyPattern.map { .fields([("pattern", .string($0))]) }),
                ("minProperties", map.minProperties.map { .integer(Int64($0)) }), ("maxProperties", map.maxProperties.map { .integer(Int64($0)) }),
            ]
        case .union(let union) where union.discriminator != nil:
            // Objects told apart by a discriminator: `oneOf` as written (each member fixes it by `const`).
            let members = union.members.map { Self.schema($0) } + (schema.isNullable ? [PlanJSON.fields([("type", .string("null"))])] : [])
            fields.append(("oneOf", .array(members)))
        case .union(let union):
            // A type list with each member's keywords: members have distinct types, so their keywords never clash.
            let names =
                union.members.map { $0.type.unionCaseName == "bool" ? "boolean" : $0.type.unionCaseName } + (schema.isNullable ? ["null"] : [])
            fields.append(("type", .array(names.map(PlanJSON.string))))
            for member in union.members {
                guard case .object(let members) = Self.schema(member) else { continue }
                constraints += members.filter { $0.key != "type" }.map { ($0.key, $0.value) }
            }
        }
        if let name { fields.append(("type", schema.isNullable ? .array([.string(name), .string("null")]) : .string(name))) }
        fields.append(("enum", schema.enumValues.map { .array($0.map(value)) }))
        fields.append(("const", schema.constValue.map(value)))
        fields += constraints
        if !schema.examples.isEmpty { fields.append(("examples", .array(schema.examples.map(value)))) }
        return .fields(fields)
    }

    static func deprecation(_ deprecation: Deprecation?) -> [(String, PlanJSON?)] {
        guard let deprecation else { return [] }
        return [("deprecated", .bool(true)), ("x-deprecation-message", deprecation.message.map(PlanJSON.string))]
    }

    private static func bounds(_ numeric: NumericConstraints) -> [(String, PlanJSON?)] {
        [
            ("minimum", numeric.minimum.map(number)), ("exclusiveMinimum", numeric.exclusiveMinimum.map(number)),
            ("maximum", numeric.maximum.map(number)), ("exclusiveMaximum", numeric.exclusiveMaximum.map(number)),
            ("multipleOf", numeric.multipleOf.map(number)),
        ]
    }

    /// Whole numbers as integers (the plan stores bounds as Double), so `0` stays `0`.
    static func number(_ value: Double) -> PlanJSON {
        value == value.rounded() && abs(value) < 9.0e15 ? .integer(Int64(value)) : .number(value)
    }

    static func value(_ scalar: ScalarValue) -> PlanJSON {
        switch scalar {
        case .string(let text): .string(text)
        case .integer(let integer): .integer(integer)
        case .number(let number): .number(number)
        case .bool(let bool): .bool(bool)
        case .null: .null
        }
    }
}
