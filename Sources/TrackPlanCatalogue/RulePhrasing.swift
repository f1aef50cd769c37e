import TrackPlanModel

/// A schema's type and rules as a person reads them: "a string of 3 to 40 characters matching `^[A-Z]{3}-\d+$`",
/// "one of `usd`, `eur`", "a whole number from 1 to 99". Plain text with code spans in backticks, turned into
/// markup by `RulePhrasing.html` (the search index and the tests read the text).
public enum RulePhrasing {
    /// The phrase for `schema`, starting with an article ("a string…", "one of…", "always…"), code in backticks.
    public static func phrase(_ schema: Schema) -> String {
        String(String.UnicodeScalarView(words(schema).unicodeScalars.map { $0 == "\u{1}" ? "`" : $0 }))
    }

    /// The same phrase as markup: code spans become `<code>`, the rest escaped text.
    public static func html(_ schema: Schema) -> HTML { markup(words(schema)) }

    /// The phrase with code spans between U+0001 marks.
    static func words(_ schema: Schema) -> String {
        var text: String
        if let constant = schema.constValue {
            text = "always " + code(constant)
        } else if let values = schema.enumValues {
            text = values.count == 1 ? "always " + code(values[0]) : "one of " + values.map(code).joined(separator: ", ")
        } else {
            text = typePhrase(schema.type)
        }
        if schema.isNullable { text += ", or null" }
        return text
    }

    /// Text with code spans between U+0001 marks (as `words` writes them) as markup.
    static func markup(_ text: String) -> HTML {
        var out = HTML(raw: "")
        var inCode = false
        for (index, part) in text.split(separator: "\u{1}", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { inCode.toggle() }
            out += inCode ? "<code>\(String(part))</code>" : "\(String(part))"
        }
        return out
    }

    private static func typePhrase(_ type: SchemaType) -> String {
        switch type {
        case .string(let rules): return stringPhrase(rules)
        case .integer(let rules): return "a whole number" + numericPhrase(rules)
        case .number(let rules): return "a number" + numericPhrase(rules)
        case .boolean: return "true or false"
        case .any: return "any JSON value"
        case .object(let shape):
            return shape.properties.isEmpty ? "an object" : "an object with the properties below"
        case .array(let shape):
            var text = "a list" + countPhrase(shape.minItems, shape.maxItems, noun: "item")
            if shape.uniqueItems { text += " without repeats" }
            return text + ", each " + words(shape.items)
        case .map(let shape):
            var text = "a map" + countPhrase(shape.minProperties, shape.maxProperties, noun: "entry", plural: "entries")
            if let pattern = shape.keyPattern { text += " whose keys match " + code(pattern) }
            return text + ", each value " + words(shape.values)
        case .union(let union):
            if let discriminator = union.discriminator {
                let kinds = union.members.map { code(union.memberName($0)) }
                return "an object of one of \(union.members.count) kinds, told apart by " + code(discriminator) + ": "
                    + kinds.joined(separator: ", ")
            }
            return "either " + union.members.map { words($0) }.joined(separator: ", or ")
        }
    }

    private static func stringPhrase(_ rules: StringConstraints) -> String {
        var text: String
        switch rules.format {
        case .dateTime?: text = "a date and time (RFC 3339, such as `2026-11-22T04:55:01Z`)"
        case .date?: text = "a date (RFC 3339, such as `2026-11-22`)"
        case .uri?: text = "a URI"
        case .uuid?: text = "a UUID"
        case .email?: text = "an email address"
        case nil: text = "a string"
        }
        text = text.replacingBackticks()
        text += countPhrase(rules.minLength, rules.maxLength, noun: "character", preposition: " of ")
        if let pattern = rules.pattern { text += " matching " + code(pattern) }
        return text
    }

    /// " of 3 to 40 characters", " of at least 1 item", " of exactly 2 entries", "" (with " of " or " with ").
    private static func countPhrase(_ minimum: Int?, _ maximum: Int?, noun: String, plural: String? = nil, preposition: String = " of ")
        -> String
    {
        func counted(_ count: Int) -> String { "\(count) \(count == 1 ? noun : plural ?? noun + "s")" }
        switch (minimum, maximum) {
        case (nil, nil), (0?, nil): return ""
        case (let low?, let high?) where low == high: return preposition + "exactly " + counted(low)
        case (let low?, let high?) where low > 0: return preposition + "\(low) to " + counted(high)
        case (_, let high?): return preposition + "at most " + counted(high)
        case (let low?, nil): return preposition + "at least " + counted(low)
        }
    }

    private static func numericPhrase(_ rules: NumericConstraints) -> String {
        var parts: [String] = []
        let low = rules.minimum.map { NumberText.bound($0, keyword: "minimum", in: rules) }
        let high = rules.maximum.map { NumberText.bound($0, keyword: "maximum", in: rules) }
        switch (low, high) {
        case (let low?, let high?): parts.append("from \(low) to \(high)")
        case (let low?, nil): parts.append("of at least \(low)")
        case (nil, let high?): parts.append("of at most \(high)")
        case (nil, nil): break
        }
        if let value = rules.exclusiveMinimum { parts.append("greater than " + NumberText.bound(value, keyword: "exclusiveMinimum", in: rules)) }
        if let value = rules.exclusiveMaximum { parts.append("less than " + NumberText.bound(value, keyword: "exclusiveMaximum", in: rules)) }
        if let value = rules.multipleOf { parts.append("a multiple of " + NumberText.bound(value, keyword: "multipleOf", in: rules)) }
        guard !parts.isEmpty else { return "" }
        return " " + parts.joined(separator: ", ")
    }

    /// A code span in the phrase's text (delimited by U+0001, which no plan string holds after escaping: the
    /// markup step turns every U+0001 in plan text into U+FFFD first).
    static func code(_ text: String) -> String { "\u{1}" + text.replacingControlOne() + "\u{1}" }

    static func code(_ value: ScalarValue) -> String {
        switch value {
        case .string(let text): return code(text)
        default: return code(value.description)
        }
    }
}

extension String {
    /// Plan text with U+0001 replaced, so it cannot open or close a code span.
    fileprivate func replacingControlOne() -> String {
        guard utf8.contains(1) else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\u{1}" ? "\u{FFFD}" : $0 }))
    }

    /// The phrase table's own backticks as code-span delimiters.
    fileprivate func replacingBackticks() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "`" ? "\u{1}" : $0 }))
    }
}

/// Numbers as the plan wrote them: integers without a fraction (`100000`, not `100000.0`), exact above 2^53.
enum NumberText {
    static func bound(_ value: Double, keyword: String, in rules: NumericConstraints) -> String {
        if let exact = rules.exactIntegers[keyword] { return String(exact) }
        return text(value)
    }

    static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
