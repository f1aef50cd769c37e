import TrackPlanParse

/// The one non-null JSON type a schema declares (or implies), and whether `null` is allowed too.
struct DeclaredType: Sendable, Hashable {
    enum Base: String, Sendable, CaseIterable {
        case string, integer, number, boolean, object, array
    }

    var base: Base
    var isNullable: Bool
    /// Every non-null type a `type` list names, in order (more than one: a scalar union).
    var bases: [Base]

    init(base: Base, isNullable: Bool, bases: [Base]? = nil) {
        self.base = base
        self.isNullable = isNullable
        self.bases = bases ?? [base]
    }
}

extension PlanReading {
    /// Reads `type`; without it, infers the type from `properties`, `items`, `enum` or `const`.
    func readType(_ fields: KeywordFields, of node: JSONNode) -> DeclaredType? {
        guard let member = fields["type"] else { return inferredType(fields, of: node) }
        switch member.value.value {
        case .string(let name):
            return baseType(name, at: member.value).map { DeclaredType(base: $0, isNullable: false) }
        case .array(let items):
            var bases: [DeclaredType.Base] = []
            var isNullable = false
            var seen: Set<String> = []
            for item in items {
                guard let name = item.stringValue else {
                    error("keyword-type", "'type' must list type names, found \(item.typeName)", at: item)
                    return nil
                }
                guard seen.insert(name).inserted else {
                    error("invalid-keyword-value", "'type' lists \"\(name)\" twice", at: item)
                    return nil
                }
                if name == "null" { isNullable = true; continue }
                guard let base = baseType(name, at: item) else { return nil }
                bases.append(base)
            }
            if bases.isEmpty {
                error("invalid-keyword-value", "'type' must name one type besides \"null\"", at: member.value)
                return nil
            }
            if bases.count > 1, let composite = bases.first(where: { $0 == .object || $0 == .array }) {
                let names = bases.map { "\"\($0.rawValue)\"" }.joined(separator: " and ")
                error(
                    "union-type",
                    "a union of \(names) is not supported: unions hold scalar types only, and '\(composite.rawValue)' is not one; "
                        + "use one type (plus \"null\" for an optional value) or split the property in two",
                    at: member.value)
                return nil
            }
            if bases.contains(.integer), bases.contains(.number) {
                error(
                    "union-type", "a union of \"integer\" and \"number\" repeats itself (every integer is a number); write \"number\"",
                    at: member.value)
                return nil
            }
            return DeclaredType(base: bases[0], isNullable: isNullable, bases: bases)
        default:
            error("keyword-type", "'type' must be a type name or a list of them, found \(member.value.typeName)", at: member.value)
            return nil
        }
    }

    private func baseType(_ name: String, at node: JSONNode) -> DeclaredType.Base? {
        if let base = DeclaredType.Base(rawValue: name) { return base }
        if name == "null" {
            error(
                "invalid-keyword-value", "a value that is always null carries nothing; write [\"<type>\", \"null\"] for an optional value", at: node)
            return nil
        }
        let names = DeclaredType.Base.allCases.map(\.rawValue)
        let hint = Self.typeAliases[name.lowercased()].map { "; did you mean '\($0)'?" } ?? ClosestMatch.hint(for: name, among: names + ["null"])
        error("unknown-type", "unknown type '\(name)'; use one of \(names.joined(separator: ", "))\(hint)", at: node)
        return nil
    }

    /// Type names from other languages and schema dialects, and the JSON Schema name each one means.
    static let typeAliases: [String: String] = [
        "int": "integer", "int32": "integer", "int64": "integer", "long": "integer", "bool": "boolean",
        "float": "number", "double": "number", "decimal": "number", "str": "string", "text": "string",
        "dict": "object", "map": "object", "record": "object", "list": "array",
    ]

    private func inferredType(_ fields: KeywordFields, of node: JSONNode) -> DeclaredType? {
        if fields.has("properties") { return DeclaredType(base: .object, isNullable: false) }
        if fields.has("items") { return DeclaredType(base: .array, isNullable: false) }
        if fields.has("allOf") || fields.has("additionalProperties") { return DeclaredType(base: .object, isNullable: false) }
        let values: [JSONNode]
        if let constant = fields["const"] {
            values = [constant.value]
        } else if let list = fields["enum"], case .array(let items) = list.value.value {
            values = items
        } else {
            values = []
        }
        let nullable = values.contains { $0.value == .null }
        let base: DeclaredType.Base? = values.lazy.compactMap { value -> DeclaredType.Base? in
            switch value.value {
            case .string: return .string
            case .integer: return .integer
            case .number: return .number
            case .bool: return .boolean
            default: return nil
            }
        }.first
        guard let base else {
            error(
                "missing-type",
                "schema has no 'type' (values of any type are not supported); add one such as \"type\": \"string\" (string, integer, number, boolean, object or array)",
                at: node)
            return nil
        }
        return DeclaredType(base: base, isNullable: nullable)
    }
}
