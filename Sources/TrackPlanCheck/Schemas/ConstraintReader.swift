import TrackPlanModel
import TrackPlanParse

/// Which keywords constrain which type; a keyword on another type is reported rather than ignored.
enum ConstraintKeywords {
    static let string: Set<String> = ["minLength", "maxLength", "pattern", "format"]
    static let numeric: Set<String> = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]
    static let array: Set<String> = ["items", "minItems", "maxItems", "uniqueItems"]
    static let object: Set<String> = ["properties", "required", "additionalProperties", "allOf", "propertyNames", "minProperties", "maxProperties"]

    static func applicable(to base: DeclaredType.Base) -> Set<String> {
        switch base {
        case .string: return string
        case .integer, .number: return numeric
        case .array: return array
        case .object: return object
        case .boolean: return []
        }
    }

    /// The types a type-specific keyword belongs to, for messages; nil for keywords of every type.
    /// (A `switch` on these short strings is cheaper than hashing them, and this runs for every keyword.)
    static func owner(of keyword: String) -> String? {
        // Most keywords (type, description, enum, ...) are none of these: the first letter tells without comparing.
        switch keyword.utf8.first {
        case UInt8(ascii: "m"), UInt8(ascii: "p"), UInt8(ascii: "f"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "u"),
            UInt8(ascii: "r"), UInt8(ascii: "a"):
            break
        default: return nil
        }
        switch keyword {
        case "minLength", "maxLength", "pattern", "format": return "strings"
        case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf": return "integers and numbers"
        case "items", "minItems", "maxItems", "uniqueItems": return "arrays"
        case "properties", "required", "additionalProperties", "allOf", "propertyNames", "minProperties", "maxProperties": return "objects"
        default: return nil
        }
    }
}

extension PlanReading {
    /// Reports type-specific keywords written on a schema of another type.
    func checkApplicability(_ fields: KeywordFields, type: DeclaredType) {
        for member in fields {
            // Looked up in each base's set: a union of the sets built for every schema cost more than the whole check.
            guard let owner = ConstraintKeywords.owner(of: member.key),
                !type.bases.contains(where: { ConstraintKeywords.applicable(to: $0).contains(member.key) })
            else { continue }
            error(
                "inapplicable-keyword",
                "'\(member.key)' applies to \(owner), but this schema's type is '\(type.bases.map(\.rawValue).joined(separator: "' or '"))'",
                atKeyOf: member)
        }
    }

    func readStringConstraints(_ fields: KeywordFields) -> StringConstraints {
        var constraints = StringConstraints()
        let minLength = fields["minLength"]
        let maxLength = fields["maxLength"]
        constraints.minLength = minLength.flatMap { count($0) }
        constraints.maxLength = maxLength.flatMap { count($0) }
        if let member = fields["pattern"], let pattern = string(member) {
            if checkPattern(pattern, at: member.value) { constraints.pattern = pattern }
        }
        if let member = fields["format"], let name = string(member) {
            if let format = StringFormat(rawValue: name) {
                constraints.format = format
            } else {
                let names = StringFormat.allCases.map(\.rawValue)
                error(
                    "unsupported-format",
                    "format '\(name)' is not supported; use one of \(names.joined(separator: ", ")), or a 'pattern'\(ClosestMatch.hint(for: name, among: names))",
                    at: member.value)
            }
        }
        checkOrder(minLength, constraints.minLength.map(Double.init), maxLength, constraints.maxLength.map(Double.init), strict: false)
        return constraints
    }

    func readNumericConstraints(_ fields: KeywordFields) -> NumericConstraints {
        var constraints = NumericConstraints()
        // Each keyword is looked up once: this runs for every numeric property of a plan.
        let minimum = fields["minimum"]
        let maximum = fields["maximum"]
        let exclusiveMinimum = fields["exclusiveMinimum"]
        let exclusiveMaximum = fields["exclusiveMaximum"]
        let multipleOf = fields["multipleOf"]
        constraints.minimum = minimum.flatMap { number($0) }
        constraints.maximum = maximum.flatMap { number($0) }
        constraints.exclusiveMinimum = exclusiveMinimum.flatMap { number($0) }
        constraints.exclusiveMaximum = exclusiveMaximum.flatMap { number($0) }
        if let member = multipleOf, let value = number(member) {
            if value > 0 {
                constraints.multipleOf = value
            } else {
                error("invalid-keyword-value", "'multipleOf' must be greater than 0, found \(member.value.numberText)", at: member.value)
            }
        }
        for member in [minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf] {
            if let member, case .integer(let value) = member.value.value { constraints.exactIntegers[member.key] = value }
        }
        checkOrder(minimum, constraints.minimum, maximum, constraints.maximum, strict: false)
        checkOrder(exclusiveMinimum, constraints.exclusiveMinimum, exclusiveMaximum, constraints.exclusiveMaximum, strict: true)
        checkOrder(minimum, constraints.minimum, exclusiveMaximum, constraints.exclusiveMaximum, strict: true)
        checkOrder(exclusiveMinimum, constraints.exclusiveMinimum, maximum, constraints.maximum, strict: true)
        return constraints
    }

    func readArrayBounds(_ fields: KeywordFields) -> (minItems: Int?, maxItems: Int?, unique: Bool) {
        let minMember = fields["minItems"]
        let maxMember = fields["maxItems"]
        let minItems = minMember.flatMap { count($0) }
        let maxItems = maxMember.flatMap { count($0) }
        let unique = fields["uniqueItems"].flatMap { bool($0) } ?? false
        checkOrder(minMember, minItems.map(Double.init), maxMember, maxItems.map(Double.init), strict: false)
        return (minItems, maxItems, unique)
    }

    /// Reports a lower bound above an upper bound (or equal to it, when either bound is exclusive).
    private func checkOrder(_ lowMember: JSONMember?, _ low: Double?, _ highMember: JSONMember?, _ high: Double?, strict: Bool) {
        guard let lowMember, let low, let highMember, let high else { return }
        guard low > high || (strict && low == high) else { return }
        let relation = low == high ? "equals" : "is above"
        error(
            "contradictory-constraints",
            "'\(lowMember.key)' \(lowMember.value.numberText) \(relation) '\(highMember.key)' \(highMember.value.numberText); no value can satisfy both",
            at: lowMember.value)
    }
}

extension JSONNode {
    /// A number as the author wrote it (integers without a fraction), for messages.
    var numberText: String {
        switch value {
        case .integer(let value): return String(value)
        case .number(let value): return value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        default: return typeName
        }
    }
}
