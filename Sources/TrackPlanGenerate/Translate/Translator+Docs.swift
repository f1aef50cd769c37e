import Foundation
import TrackPlanModel

extension Translator {
    /// A type's doc comment: the plan's `description`, then where it came from (`file#pointer`).
    func docs(_ description: String?, origin: Origin, extra: [String] = []) -> SwiftDocComment {
        SwiftDocComment([Self.clean(description)] + extra + ["Plan: `\(index.citation(origin))`"])
    }

    /// A property's doc comment: the `description`, then its wire key and the rules its validator checks.
    func propertyDocs(_ property: Property) -> SwiftDocComment {
        var facts = ["Wire key `\(property.name)`"]
        if let constant = property.schema.constValue { facts.append("always `\(constant)`") }
        facts += Self.ruleSummary(property.schema)
        if let deprecation = property.schema.deprecation { facts.append("deprecated" + (deprecation.message.map { ": \($0)" } ?? "")) }
        var summary = facts.joined(separator: "; ")
        if !summary.hasSuffix(".") { summary += "." }
        return SwiftDocComment([Self.clean(property.schema.description), Self.clean(summary)])
    }

    /// Human-readable rules, e.g. `matches ^o-`, `1...64 characters`.
    private static func ruleSummary(_ schema: Schema) -> [String] {
        switch schema.type {
        case .string(let constraints):
            var rules: [String] = []
            if let pattern = constraints.pattern { rules.append("matches `\(pattern)`") }
            if let minLength = constraints.minLength { rules.append("at least \(minLength) character\(minLength == 1 ? "" : "s")") }
            if let maxLength = constraints.maxLength { rules.append("at most \(maxLength) character\(maxLength == 1 ? "" : "s")") }
            if let format = constraints.format { rules.append("format `\(format.rawValue)`") }
            return rules
        case .integer(let constraints), .number(let constraints):
            return constraints.bounds.map { "\($0.0) \(($0.1 == $0.1.rounded() && abs($0.1) < 1e15) ? String(Int64($0.1)) : String($0.1))" }
        case .array(let shape):
            var rules: [String] = []
            if let minItems = shape.minItems { rules.append("at least \(minItems) item\(minItems == 1 ? "" : "s")") }
            if let maxItems = shape.maxItems { rules.append("at most \(maxItems) item\(maxItems == 1 ? "" : "s")") }
            if shape.uniqueItems { rules.append("unique items") }
            return rules
        case .map(let shape):
            var rules: [String] = []
            if let pattern = shape.keyPattern { rules.append("keys match `\(pattern)`") }
            if let minimum = shape.minProperties { rules.append("at least \(minimum) entr\(minimum == 1 ? "y" : "ies")") }
            if let maximum = shape.maxProperties { rules.append("at most \(maximum) entr\(maximum == 1 ? "y" : "ies")") }
            return rules
        case .any:
            return ["any JSON value"]
        case .boolean, .object, .union:
            return []
        }
    }

    /// Doc text without control characters (a newline stays: the renderer prefixes every line with `///`).
    static func clean(_ text: String?) -> String {
        guard let text else { return "" }
        if let first = text.utf8.first, let last = text.utf8.last, first != 0x20, last != 0x20, last != 0x0A,
            text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A })
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
