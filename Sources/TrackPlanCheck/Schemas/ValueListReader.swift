import TrackPlanModel
import TrackPlanParse

extension PlanReading {
    /// Reads `enum`: a non-empty list of scalars, all of the declared type, no repeats, distinct Swift case names.
    func readEnum(_ member: JSONMember, type: DeclaredType) -> [ScalarValue]? {
        guard case .array(let items) = member.value.value else {
            error("keyword-type", "'enum' must be a list of values, found \(member.value.typeName)", at: member.value)
            return nil
        }
        guard !items.isEmpty else {
            error("invalid-keyword-value", "'enum' must list at least one value", at: member.value)
            return nil
        }
        let before = errorCount
        var values: [ScalarValue] = []
        var firstKind: (kind: String, value: ScalarValue)?
        // Repeats are found by a scan in short enums (cheaper than hashing every value), by a table in long ones.
        var seen: [(value: ScalarValue, location: SourceLocation)] = []
        var seenIndex: [ScalarValue: SourceLocation] = [:]
        for item in items {
            guard let value = scalar(item, keyword: "enum") else { continue }
            let kind = Self.kind(of: value)
            if value != .null {
                if let first = firstKind, first.kind != kind {
                    error(
                        "enum-mixed-types",
                        "'enum' mixes types: \(value) is a \(kind) but the first value \(first.value) is a \(first.kind); use values of one type",
                        at: item)
                    continue
                } else if firstKind == nil {
                    firstKind = (kind, value)
                }
            }
            let normalized = Self.normalized(value)
            let earlier = items.count > 64 ? seenIndex[normalized] : seen.first(where: { $0.value == normalized })?.location
            if let first = earlier {
                error("enum-duplicate", "'enum' lists \(value) twice (first at line \(first.line), column \(first.column))", at: item)
                continue
            }
            if items.count > 64 { seenIndex[normalized] = item.location } else { seen.append((normalized, item.location)) }
            if !checkValue(value, matches: type, at: item, keyword: "enum value") { continue }
            values.append(value)
        }
        checkCaseNameCollisions(items)
        return errorCount == before ? values : nil
    }

    /// Reads `const`: one scalar of the declared type.
    func readConst(_ member: JSONMember, type: DeclaredType) -> ScalarValue? {
        guard let value = scalar(member.value, keyword: "const") else { return nil }
        return checkValue(value, matches: type, at: member.value, keyword: "'const'", rule: "const-type-mismatch") ? value : nil
    }

    /// Reads `examples` (an annotation): scalar examples are kept, object and array examples are allowed and skipped.
    func readExamples(_ member: JSONMember) -> [ScalarValue] {
        guard case .array(let items) = member.value.value else {
            error("keyword-type", "'examples' must be a list of values, found \(member.value.typeName)", at: member.value)
            return []
        }
        return items.compactMap { Self.scalarValue($0) }
    }

    private func scalar(_ node: JSONNode, keyword: String) -> ScalarValue? {
        if let value = Self.scalarValue(node) { return value }
        error("keyword-type", "'\(keyword)' values must be strings, numbers, booleans or null, found \(node.typeName)", at: node)
        return nil
    }

    /// Whether `value` fits `type`; reports a mismatch.
    private func checkValue(_ value: ScalarValue, matches type: DeclaredType, at node: JSONNode, keyword: String, rule: String = "enum-type-mismatch")
        -> Bool
    {
        let fits: Bool
        switch (value, type.base) {
        case (.null, _): fits = type.isNullable
        case (.string, .string), (.integer, .integer), (.integer, .number), (.number, .number), (.bool, .boolean): fits = true
        case (.number(let number), .integer): fits = number.rounded() == number
        default: fits = false
        }
        if !fits {
            let expected = type.isNullable ? "\(type.base.rawValue) or null" : type.base.rawValue
            error(rule, "\(keyword) \(value) does not match the declared type '\(expected)'", at: node)
        }
        return fits
    }

    /// String values that become the same Swift enum case.
    private func checkCaseNameCollisions(_ items: [JSONNode]) {
        var owners = SwiftNameOwners()
        for item in items {
            guard let text = item.stringValue else { continue }
            let name = names.memberName(text)
            if !name.isEmpty, let owner = owners.claim(name, by: text), owner != text {
                error(
                    "swift-name-collision", "enum values \"\(owner)\" and \"\(text)\" both become the Swift case '\(name)'; rename one of them",
                    at: item)
            }
        }
    }

    static func scalarValue(_ node: JSONNode) -> ScalarValue? {
        switch node.value {
        case .string(let text): return .string(text)
        case .integer(let value): return .integer(value)
        case .number(let value): return .number(value)
        case .bool(let value): return .bool(value)
        case .null: return .null
        case .object, .array: return nil
        }
    }

    private static func kind(of value: ScalarValue) -> String {
        switch value {
        case .string: return "string"
        case .integer, .number: return "number"
        case .bool: return "boolean"
        case .null: return "null"
        }
    }

    /// `1` and `1.0` are the same JSON Schema value.
    private static func normalized(_ value: ScalarValue) -> ScalarValue {
        if case .number(let number) = value, number.rounded() == number, abs(number) < 9e15 { return .integer(Int64(number)) }
        return value
    }
}
