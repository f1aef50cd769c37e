import TrackPlanModel
import TrackPlanParse

/// The constructs real plans use beyond one plain type: untyped values, maps, scalar unions (`type` lists and
/// `oneOf`). `allOf` is in AllOfReader.swift. Each reports what stays unsupported with what to write instead.
extension PlanReading {
    /// Keywords that give a schema a type of its own (or imply one): without any of them the value is untyped.
    private static let typing = ["type", "properties", "items", "enum", "const", "oneOf", "allOf", "additionalProperties"]

    /// Whether the schema names no type and implies none: any JSON value, a `JSONValue` in Swift.
    func isUntyped(_ fields: KeywordFields) -> Bool {
        !Self.typing.contains { fields.has($0) }
    }

    /// An untyped value. Type-specific keywords have no type to apply to, so each one asks for the type it needs.
    func readUntyped(_ fields: KeywordFields, of node: JSONNode, annotations: SchemaAnnotations, before: Int) -> ReadSchema? {
        for member in fields {
            guard let owner = ConstraintKeywords.owner(of: member.key) else { continue }
            error(
                "inapplicable-keyword",
                "'\(member.key)' applies to \(owner), but this schema has no 'type' (any JSON value); add the type it constrains",
                atKeyOf: member)
        }
        return finish(.any, DeclaredType(base: .object, isNullable: false), fields, node, annotations, itemsPII: nil, before: before)
    }

    /// `additionalProperties: <schema>` without `properties`: a map from string keys to values of that schema.
    func readMapShape(_ fields: KeywordFields, values: JSONMember, in file: String) -> (shape: MapShape, pii: PIIClass?)? {
        let before = errorCount
        let element = readSchema(values.value, in: file, place: .mapValues)
        var keyPattern: String?
        if let names = fields["propertyNames"], let members = object(names) {
            for member in members {
                guard member.key == "pattern" else {
                    error(
                        "unsupported-keyword",
                        "'propertyNames' takes only 'pattern' in a tracking plan; write the rule for keys as a pattern", atKeyOf: member)
                    continue
                }
                if let pattern = string(member), checkPattern(pattern, at: member.value) { keyPattern = pattern }
            }
        }
        let minimum = fields["minProperties"].flatMap { count($0) }
        let maximum = fields["maxProperties"].flatMap { count($0) }
        if let minimum, let maximum, minimum > maximum, let member = fields["minProperties"] {
            error(
                "contradictory-constraints", "'minProperties' \(minimum) is above 'maxProperties' \(maximum); no value can satisfy both",
                at: member.value)
        }
        guard let element, errorCount == before else { return nil }
        return (MapShape(values: element.schema, keyPattern: keyPattern, minProperties: minimum, maxProperties: maximum), element.pii)
    }

    /// Map keywords on an object that lists its properties: they have no meaning there.
    func rejectMapKeywords(_ fields: KeywordFields) {
        for key in ["propertyNames", "minProperties", "maxProperties"] {
            guard let member = fields[key] else { continue }
            error(
                "inapplicable-keyword",
                "'\(key)' applies to maps (an object with an 'additionalProperties' schema and no 'properties'); "
                    + "for an object with listed properties, mark the ones it must have 'required'",
                atKeyOf: member)
        }
    }

    /// `type: ["string", "number", …]`: one member per listed type, each with the keywords of its type.
    func readTypeUnion(_ fields: KeywordFields, _ type: DeclaredType, of node: JSONNode, annotations: SchemaAnnotations, before: Int)
        -> ReadSchema?
    {
        for key in ["enum", "const"] {
            guard let member = fields[key] else { continue }
            error(
                "unsupported-keyword",
                "'\(key)' on a union of types is not supported; list the allowed values of one type, or use 'oneOf' with one schema per type",
                atKeyOf: member)
        }
        guard errorCount == before else { return nil }
        let members = type.bases.map { base -> Schema in
            let memberType: SchemaType
            switch base {
            case .string: memberType = .string(readStringConstraints(fields))
            case .integer: memberType = .integer(readNumericConstraints(fields))
            case .number: memberType = .number(readNumericConstraints(fields))
            case .boolean, .object, .array: memberType = .boolean  // objects and arrays were rejected by readType
            }
            return Schema(type: memberType, origin: Origin(location: node.location, pointer: node.pointer, keywords: fields.locations))
        }
        return finish(.union(UnionShape(members: members)), type, fields, node, annotations, itemsPII: nil, before: before)
    }

    /// `oneOf` of scalar schemas (a `{"type": "null"}` member makes the value nullable). Members need distinct
    /// types so that exactly one matches any value, as `oneOf` requires. A `oneOf` of objects is a discriminated
    /// union (DiscriminatedUnionReader.swift).
    func readOneOf(_ fields: KeywordFields, _ list: JSONMember, of node: JSONNode, in file: String, annotations: SchemaAnnotations, before: Int)
        -> ReadSchema?
    {
        guard case .array(let items) = list.value.value, !items.isEmpty else {
            error("keyword-type", "'oneOf' must be a non-empty list of schemas", at: list.value)
            return nil
        }
        for key in ["type", "enum", "const", "format", "pattern", "minimum", "maximum", "minLength", "maxLength", "items", "properties"] {
            if let member = fields[key] {
                error("ref-sibling", "'\(key)' cannot be written beside 'oneOf'; put it in the member schema it constrains", atKeyOf: member)
            }
        }
        if Self.listsObjects(items) {
            return readDiscriminatedOneOf(items, fields, list, of: node, in: file, annotations: annotations, before: before)
        }
        var members: [Schema] = []
        var isNullable = false
        var seen: [String: JSONNode] = [:]
        for item in items {
            if item["type"]?.stringValue == "null", item.members?.count == 1 {
                isNullable = true
                continue
            }
            guard let read = readSchema(item, in: file, place: .definition) else { continue }
            let schema = read.schema
            switch schema.type {
            case .string, .integer, .number, .boolean:
                break
            default:
                error(
                    "unsupported-union",
                    "a 'oneOf' member that is \(schema.type.nameWithArticle) is not supported; 'oneOf' may list scalar schemas "
                        + "(string, integer, number, boolean) of distinct types, or objects told apart by a discriminator",
                    at: item)
                continue
            }
            if schema.enumValues != nil || schema.isNullable {
                error(
                    "unsupported-union", "a 'oneOf' member cannot be an enum or nullable; add {\"type\": \"null\"} as a member for null",
                    at: item)
                continue
            }
            let name = schema.type.unionCaseName
            if seen[name] != nil || (name == "integer" && seen["number"] != nil) || (name == "number" && seen["integer"] != nil) {
                error(
                    "unsupported-union",
                    "two 'oneOf' members accept \(schema.type.nameWithArticle) (every integer is also a number); give each member a distinct type",
                    at: item)
                continue
            }
            seen[name] = item
            members.append(schema)
        }
        guard errorCount == before, !members.isEmpty else {
            if errorCount == before { error("unsupported-union", "'oneOf' lists only null; give the value a type", at: list.value) }
            return nil
        }
        let type = DeclaredType(base: .string, isNullable: isNullable)
        if members.count == 1 {
            var single = members[0]
            single.isNullable = isNullable
            single.description = annotations.description ?? single.description
            single.deprecation = annotations.deprecation ?? single.deprecation
            return ReadSchema(schema: single, pii: annotations.pii)
        }
        return finish(.union(UnionShape(members: members)), type, fields, node, annotations, itemsPII: nil, before: before)
    }
}
