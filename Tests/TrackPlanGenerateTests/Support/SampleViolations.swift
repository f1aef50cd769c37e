import Foundation
import TrackPlanModel

@testable import TrackPlanGenerate

extension SampleValues {
    /// One violating value per constraint anywhere inside `shape` (nested objects and array items included).
    func violations(_ shape: ObjectShape, path: String) throws -> [Violation] {
        try shape.properties.flatMap { property -> [Violation] in
            guard property.schema.constValue == nil else { return [] }
            return try violations(property.schema, path: path + "/" + JSONText.pointerToken(property.name))
        }
    }

    private func violations(_ schema: Schema, path: String) throws -> [Violation] {
        guard schema.enumValues == nil else { return [] }
        func breaking(_ rule: String, _ swift: String) -> Violation { Violation(rule: rule, path: path, swift: swift) }
        switch schema.type {
        case .string(let constraints):
            if constraints.format == .uri { return [breaking("format", #""not a uri""#)] }
            guard constraints.format != .dateTime, constraints.format != .uuid else { return [] }
            var found: [Violation] = []
            if constraints.pattern != nil { found.append(breaking("pattern", #""!""#)) }
            if let minLength = constraints.minLength, minLength > 0 {
                found.append(breaking("minLength", String(reflecting: String(repeating: "a", count: minLength - 1))))
            }
            if let maxLength = constraints.maxLength {
                found.append(breaking("maxLength", String(reflecting: String(repeating: "a", count: maxLength + 1))))
            }
            if constraints.format == .date { found.append(breaking("format", #""2026-02-30""#)) }
            if constraints.format == .email { found.append(breaking("format", #""not an email""#)) }
            return found
        case .integer(let constraints):
            return numericViolations(constraints, integral: true, breaking)
        case .number(let constraints):
            return [breaking("finite", "Swift.Double.nan")] + numericViolations(constraints, integral: false, breaking)
        case .boolean, .any, .map, .union:
            return []  // ConstructCallSiteTests and the conformance cases cover these
        case .object(let shape):
            return try violations(shape, path: path)
        case .array(let shape):
            let item = try valid(shape.items, path: path + "/0").swift
            var found: [Violation] = []
            if let minItems = shape.minItems, minItems > 0 { found.append(breaking("minItems", "[]")) }
            if let maxItems = shape.maxItems {
                found.append(breaking("maxItems", "[" + Array(repeating: item, count: maxItems + 1).joined(separator: ", ") + "]"))
            }
            if shape.uniqueItems { found.append(breaking("uniqueItems", "[\(item), \(item)]")) }
            return found + (try violations(shape.items, path: path + "/0"))
        }
    }

    private func numericViolations(_ constraints: NumericConstraints, integral: Bool, _ breaking: (String, String) -> Violation) -> [Violation] {
        func literal(_ value: Double) -> String { integral ? String(Int(value)) : value.description }
        var found: [Violation] = []
        if let minimum = constraints.minimum { found.append(breaking("minimum", literal((minimum - 1).rounded(.down)))) }
        if let maximum = constraints.maximum { found.append(breaking("maximum", literal((maximum + 1).rounded(.up)))) }
        if let bound = constraints.exclusiveMinimum, !integral || bound == bound.rounded() {
            found.append(breaking("exclusiveMinimum", literal(bound)))
        }
        if let bound = constraints.exclusiveMaximum, !integral || bound == bound.rounded() {
            found.append(breaking("exclusiveMaximum", literal(bound)))
        }
        if let multiple = constraints.multipleOf, !(integral && multiple == 1) {
            found.append(breaking("multipleOf", literal(Self.inRange(constraints, integral: integral) + (integral ? 1 : multiple / 2))))
        }
        return found
    }
}
