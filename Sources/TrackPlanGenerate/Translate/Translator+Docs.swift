import Foundation
import TrackPlanModel

extension Translator {
    /// A type's doc comment: the plan's `description`, then where it came from (`file#pointer`).
    func docs(_ description: String?, origin: Origin, extra: [String] = []) -> SwiftDocComment {
        SwiftDocComment([Self.clean(description)] + extra + ["Plan: `\(index.citation(origin))`"])
    }

    /// A property's doc comment: the `description`, then its wire key and the rules its validator checks, written
    /// into one string (this runs for every property of the plan).
    func propertyDocs(_ property: Property) -> SwiftDocComment {
        // One copy of the schema: each `property.schema.x` copies the whole schema in a debug build.
        let schema = property.schema
        var summary = "Wire key `"
        summary += property.name
        summary += "`"
        if let constant = schema.constValue { summary += "; always `\(constant)`" }
        Self.appendRuleSummary(schema, to: &summary)
        if let deprecation = schema.deprecation {
            summary += "; deprecated"
            if let message = deprecation.message {
                summary += ": "
                summary += message
            }
        }
        if !summary.hasSuffix(".") { summary += "." }
        return SwiftDocComment([Self.clean(schema.description), Self.clean(summary)])
    }

    /// Human-readable rules, each after `; `, e.g. `; matches ^o-`, `; at least 1 character`. Appended piece by piece:
    /// string interpolation is generic, and costly in the debug build the plugin runs.
    private static func appendRuleSummary(_ schema: Schema, to text: inout String) {
        switch schema.type {
        case .string(let constraints):
            if let pattern = constraints.pattern { appendRule("matches `", pattern, "`", to: &text) }
            if let minLength = constraints.minLength { appendCount("at least ", minLength, "character", "characters", to: &text) }
            if let maxLength = constraints.maxLength { appendCount("at most ", maxLength, "character", "characters", to: &text) }
            if let format = constraints.format { appendRule("format `", format.rawValue, "`", to: &text) }
        case .integer(let constraints), .number(let constraints):
            let bounds = constraints.bounds
            var index = 0
            while index < bounds.count {
                let bound = bounds[index].value
                let number = (bound == bound.rounded() && abs(bound) < 1e15) ? String(Int64(bound)) : String(bound)
                appendRule(bounds[index].label, " ", number, to: &text)
                index += 1
            }
        case .array(let shape):
            if let minItems = shape.minItems { appendCount("at least ", minItems, "item", "items", to: &text) }
            if let maxItems = shape.maxItems { appendCount("at most ", maxItems, "item", "items", to: &text) }
            if shape.uniqueItems { appendRule("unique items", "", "", to: &text) }
        case .map(let shape):
            if let pattern = shape.keyPattern { appendRule("keys match `", pattern, "`", to: &text) }
            if let minimum = shape.minProperties { appendCount("at least ", minimum, "entry", "entries", to: &text) }
            if let maximum = shape.maxProperties { appendCount("at most ", maximum, "entry", "entries", to: &text) }
        case .any:
            appendRule("any JSON value", "", "", to: &text)
        case .boolean, .object, .union:
            break
        }
    }

    /// `; ` and the three parts.
    private static func appendRule(_ first: String, _ second: String, _ third: String, to text: inout String) {
        text += "; "
        text += first
        text += second
        text += third
    }

    /// `; at least 2 items`, `; at most 1 entry`.
    private static func appendCount(_ lead: String, _ count: Int, _ singular: String, _ plural: String, to text: inout String) {
        appendRule(lead, String(count), count == 1 ? " " + singular : " " + plural, to: &text)
    }

    /// Doc text without control characters (a newline stays: the renderer prefixes every line with `///`).
    static func clean(_ text: String?) -> String {
        guard let text else { return "" }
        if UTF8Scan.isPlainDocText(text) { return text }  // plain ASCII, nothing to trim or replace
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || !SwiftStringLiteral.isInvisible(scalar) { out.append(scalar) } else { out.append(" ") }
        }
        return String(out).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
