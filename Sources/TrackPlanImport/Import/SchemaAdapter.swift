import TrackPlanModel

/// Adapts a source JSON Schema (draft-04 to 2020-12, as Segment, Iglu and RudderStack write them) to the plan
/// language's subset, keyword by keyword in one canonical order. Whatever cannot be carried over exactly is left
/// out and noted with the reason; nothing is dropped silently.
struct SchemaAdapter {
    var report: ImportReport
    /// Keys the source tool adds for its own bookkeeping, with what they are (left out, noted).
    var bookkeeping: [String: String] = [:]

    /// Keywords copied as written, in the order the plan files list them.
    static let copied = [
        "$comment", "x-swift-name", "x-previous-name", "description", "title", "deprecated", "x-deprecation-message", "x-pii",
    ]
    static let constraints = [
        "enum", "const", "pattern", "minLength", "maxLength", "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum",
        "multipleOf", "minItems", "maxItems", "uniqueItems",
    ]
    static let formats: Set<String> = ["date-time", "date", "uri", "uuid", "email"]
    static let nonNullTypes: Set<String> = ["string", "integer", "number", "boolean", "object", "array"]
    static let scalarTypes: Set<String> = ["string", "integer", "number", "boolean"]

    init(report: ImportReport, bookkeeping: [String: String] = [:]) {
        self.report = report
        self.bookkeeping = bookkeeping
    }

    /// One property schema, or nil when it has no single type (left out, noted at `place`).
    mutating func property(_ source: PlanJSON, at place: String) -> PlanJSON? {
        guard let members = source.members else {
            report.note(
                place, "property", "its schema is \(source == .bool(true) ? "true (any value)" : "not an object"); a plan property needs one type")
            return nil
        }
        guard let type = propertyType(source, at: place) else { return nil }
        var output: [PlanJSON.Member] = []
        func copy(_ key: String) {
            guard let value = source[key] else { return }
            if key == "description", value == .string("") { return }
            output.append(PlanJSON.Member(key, value))
        }
        Self.copied.forEach(copy)
        if let type { output.append(PlanJSON.Member("type", type)) }
        if let format = source["format"]?.stringValue {
            if Self.formats.contains(format) {
                output.append(PlanJSON.Member("format", .string(format)))
            } else {
                report.note(place, "'format': \"\(format)\"", "only date-time, date, uri, uuid and email are checked; the value stays a plain string")
            }
        }
        for key in Self.constraints { constraint(key, source, into: &output, at: place) }
        if let items = source["items"] {
            guard case .object = items else {
                report.note(place, "property (tuple 'items')", "a plan array has one item schema")
                return nil
            }
            guard let adapted = property(items, at: place + "[]") else {
                report.note(place, "array property", "its items have no single type, so the array is left out too")
                return nil
            }
            // `items: {}` says nothing an array without `items` does not: both are untyped elements.
            if adapted != .object([]) { output.append(PlanJSON.Member("items", adapted)) }
        }
        if let object = objectMembers(source, at: place) { output += object }
        for member in members where !Self.handled.contains(member.key) { unsupported(member, at: place) }
        if let type {
            output = applicable(output, to: type, at: place)
        } else if !output.contains(where: { Self.impliedTyping.contains($0.key) }) {
            output = applicable(output, to: .array([]), at: place)  // untyped: no type for such a keyword to apply to
        }
        return .object(output)
    }

    /// The types each type-specific keyword applies to: JSON Schema ignores one written on a schema of another type, and
    /// lint refuses it (`inapplicable-keyword`), so it is left out, noted.
    static let keywordTypes: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        for key in ["minLength", "maxLength", "pattern", "format"] { table[key] = ["string"] }
        for key in ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"] { table[key] = ["integer", "number"] }
        for key in ["items", "minItems", "maxItems", "uniqueItems"] { table[key] = ["array"] }
        for key in ["properties", "required", "additionalProperties"] { table[key] = ["object"] }
        return table
    }()

    /// Keywords that give a schema without `type` a type of its own for lint; without any, the value is untyped and
    /// lint refuses every type-specific keyword on it.
    static let impliedTyping: Set<String> = ["properties", "items", "enum", "const", "additionalProperties"]

    /// `members` without the keywords that do not apply to `type` (a type name or a list of them; an empty list for
    /// an untyped value, to which none applies).
    private mutating func applicable(_ members: [PlanJSON.Member], to type: PlanJSON, at place: String) -> [PlanJSON.Member] {
        let names = type.stringValue.map { [$0] } ?? type.arrayValue?.compactMap(\.stringValue) ?? []
        let this = names.isEmpty ? "value without a 'type'" : names.joined(separator: " or ")
        return members.filter { member in
            guard let types = Self.keywordTypes[member.key], types.isDisjoint(with: names) else { return true }
            let owner = types.sorted().joined(separator: " and ")
            report.note(place, "'\(member.key)'", "applies to \(owner) only, not to this \(this)")
            return false
        }
    }

    /// `properties`, `required`, `additionalProperties` of an object schema, adapted; nil when it has none.
    mutating func objectMembers(_ source: PlanJSON, at place: String) -> [PlanJSON.Member]? {
        var output: [PlanJSON.Member] = []
        if let properties = source["properties"]?.members {
            var kept: [PlanJSON.Member] = []
            for member in properties {
                if let adapted = property(member.value, at: "\(place).\(member.key)") {
                    kept.append(PlanJSON.Member(member.key, adapted))
                    report.propertyCount += 1
                }
            }
            output.append(PlanJSON.Member("properties", .object(SwiftNameSeparation.separate(kept, as: .property, at: place, report: &report))))
            // `required` is a set: written in property order, naming only the properties that were kept.
            let required = Set((source["required"]?.arrayValue ?? []).compactMap(\.stringValue))
            let listed = kept.filter { required.contains($0.key) }.map { PlanJSON.string($0.key) }
            if !listed.isEmpty { output.append(PlanJSON.Member("required", .array(listed))) }
        } else if let required = source["required"]?.arrayValue, !required.isEmpty {
            report.note(place, "'required'", "names properties the schema does not declare")
        }
        switch source["additionalProperties"] {
        case .bool(let open)?: output.append(PlanJSON.Member("additionalProperties", .bool(open)))
        case .object(let members)? where source["properties"] == nil && !members.isEmpty:
            // No listed properties: a map, which the plan keeps as one.
            if let values = property(source["additionalProperties"]!, at: place + "{}") {
                output.append(PlanJSON.Member("additionalProperties", values))
            } else {
                output.append(PlanJSON.Member("additionalProperties", .bool(true)))
            }
        case .object?:
            report.note(place, "'additionalProperties' schema", "extra properties are allowed but not checked (additionalProperties: true)")
            output.append(PlanJSON.Member("additionalProperties", .bool(true)))
        default: break
        }
        return output.isEmpty ? nil : output
    }

    /// Source keys whose meaning the plan keeps in another way: `$schema` names a JSON Schema dialect (the plan's
    /// keywords mean the same in all of them), Segment's `eventMetadata` holds the wire name and rule type.
    static let carried: Set<String> = ["$schema", "eventMetadata"]

    static let handled: Set<String> = Set(copied + constraints + ["type", "format", "items", "properties", "required", "additionalProperties"])

    /// The `type` to write (nil: leave it implied by `enum`/`const`/`properties`), or `.none` when the property
    /// has no single type and is left out.
    private mutating func propertyType(_ source: PlanJSON, at place: String) -> PlanJSON?? {
        var names: [String]
        switch source["type"] {
        case .string(let name)?: names = [name]
        case .array(let list)?: names = list.compactMap(\.stringValue)
        default: names = []
        }
        let nullable = names.contains("null")
        var nonNull = names.filter { $0 != "null" }
        if nonNull.contains("integer"), nonNull.contains("number") {
            report.note(place, "type [integer, number]", "written as number (every integer is a number)")
            nonNull.removeAll { $0 == "integer" }
        }
        if nonNull.count > 1 {
            // A union of scalar types is kept as the plan's scalar union; with an object or array it has no plan form.
            if nonNull.allSatisfy(Self.scalarTypes.contains) { return .some(.array((nonNull + (nullable ? ["null"] : [])).map(PlanJSON.string))) }
            report.note(
                place, "property (union of \(nonNull.joined(separator: ", ")))", "a plan union holds scalar types only; split it to keep it")
            return .none
        }
        if let type = nonNull.first, !Self.nonNullTypes.contains(type) {
            report.note(place, "property (type '\(type)')", "not a JSON Schema type")
            return .none
        }
        if nonNull.isEmpty {
            if source["type"] == nil, source["enum"] != nil || source["const"] != nil || source["properties"] != nil { return .some(nil) }
            if nullable {
                report.note(place, "property (only null)", "a value that is always null carries nothing")
                return .none
            }
            return .some(nil)  // untyped: any JSON value (`JSONValue` in Swift)
        }
        let type = PlanJSON.string(nonNull[0])
        return .some(nullable ? .array([type, .string("null")]) : type)
    }

    /// Copies one constraint, turning draft-04's boolean `exclusiveMinimum`/`exclusiveMaximum` into numbers.
    /// An `enum` keeps each value once (`1` and `1.0` are one value): lint refuses a repeat (`enum-duplicate`).
    private mutating func constraint(_ key: String, _ source: PlanJSON, into output: inout [PlanJSON.Member], at place: String) {
        switch key {
        case "enum":
            guard case .array(let values)? = source[key] else {
                if let value = source[key] { output.append(PlanJSON.Member(key, value)) }
                return
            }
            var seen: Set<PlanJSON> = []
            let unique = values.filter { value in
                guard case .number(let number) = value, number.rounded() == number, abs(number) < 9e15 else { return seen.insert(value).inserted }
                return seen.insert(.integer(Int64(number))).inserted
            }
            if unique.count < values.count { report.note(place, "'enum'", "lists a value more than once; each is kept once") }
            output.append(PlanJSON.Member(key, .array(unique)))
        case "minimum", "maximum":
            let exclusive = key == "minimum" ? "exclusiveMinimum" : "exclusiveMaximum"
            if let value = source[key], source[exclusive] != .bool(true) { output.append(PlanJSON.Member(key, value)) }
        case "exclusiveMinimum", "exclusiveMaximum":
            let bound = key == "exclusiveMinimum" ? "minimum" : "maximum"
            switch source[key] {
            case .bool(true)?: if let value = source[bound] { output.append(PlanJSON.Member(key, value)) }
            case .bool(false)?, nil: break
            case let value?: output.append(PlanJSON.Member(key, value))
            }
        default:
            if let value = source[key] { output.append(PlanJSON.Member(key, value)) }
        }
    }

    mutating func unsupported(_ member: PlanJSON.Member, at place: String) {
        // Carried in another form (the wire name, the plan's own JSON Schema dialect) or empty: nothing is lost.
        if Self.carried.contains(member.key) || member.value == .object([]) || member.value == .array([]) { return }
        if let what = bookkeeping[member.key] {
            report.note(place, "'\(member.key)'", what)
        } else {
            report.note(place, "'\(member.key)'", "not in the plan language (Docs/PlanLanguage.md lists what to write instead)")
        }
    }
}
