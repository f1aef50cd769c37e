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
        var summary = "Wire key `"
        summary += property.name
        summary += "`"
        if let constant = property.schema.constValue { summary += "; always `\(constant)`" }
        Self.appendRuleSummary(property.schema, to: &summary)
        if let deprecation = property.schema.deprecation {
            summary += "; deprecated"
            if let message = deprecation.message {
                summary += ": "
                summary += message
            }
        }
        if !summary.hasSuffix(".") { summary += "." }
        return SwiftDocComment([Self.clean(property.schema.description), Self.clean(summary)])
    }

    /// Human-readable rules, each after `; `, e.g. `; matches ^o-`, `; at least 1 character`.
    private static func appendRuleSummary(_ schema: Schema, to text: inout String) {
        func rule(_ rule: String) {
            text += "; "
            text += rule
        }
        switch schema.type {
        case .string(let constraints):
            if let pattern = constraints.pattern { rule("matches `\(pattern)`") }
            if let minLength = constraints.minLength { rule("at least \(minLength) character\(minLength == 1 ? "" : "s")") }
            if let maxLength = constraints.maxLength { rule("at most \(maxLength) character\(maxLength == 1 ? "" : "s")") }
            if let format = constraints.format { rule("format `\(format.rawValue)`") }
        case .integer(let constraints), .number(let constraints):
            for (label, bound) in constraints.bounds {
                rule(label + " " + ((bound == bound.rounded() && abs(bound) < 1e15) ? String(Int64(bound)) : String(bound)))
            }
        case .array(let shape):
            if let minItems = shape.minItems { rule("at least \(minItems) item\(minItems == 1 ? "" : "s")") }
            if let maxItems = shape.maxItems { rule("at most \(maxItems) item\(maxItems == 1 ? "" : "s")") }
            if shape.uniqueItems { rule("unique items") }
        case .map(let shape):
            if let pattern = shape.keyPattern { rule("keys match `\(pattern)`") }
            if let minimum = shape.minProperties { rule("at least \(minimum) entr\(minimum == 1 ? "y" : "ies")") }
            if let maximum = shape.maxProperties { rule("at most \(maximum) entr\(maximum == 1 ? "y" : "ies")") }
        case .any:
            rule("any JSON value")
        case .boolean, .object, .union:
            break
        }
    }

    /// Doc text without control characters (a newline stays: the renderer prefixes every line with `///`).
    static func clean(_ text: String?) -> String {
        guard let text else { return "" }
        if let first = text.utf8.first, let last = text.utf8.last, first != 0x20, last != 0x20, last != 0x0A,
            UTF8Scan.allBytes(of: text, satisfy: { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A })
        {
            return text  // plain ASCII, nothing to trim or replace
        }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || !SwiftStringLiteral.isInvisible(scalar) { out.append(scalar) } else { out.append(" ") }
        }
        return String(out).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
