import Foundation
import TrackPlanModel

import struct TrackPlan.PIIHashKey
import class TrackPlan.PIIHasher

@testable import TrackPlanGenerate

/// A value for one schema, as Swift source (to pass to a generated initializer) and as the JSON it must encode to.
struct SampleValue {
    var swift: String
    var json: Any
}

/// A rule a sample breaks on purpose: the Swift expression to put at `path` and the issue it must produce.
struct Violation {
    var rule: String
    var path: String
    var swift: String
}

/// Builds valid sample values for schemas, and one violating value per constraint. Patterns need a known
/// matching sample (`matchingSamples`): a new pattern in `Schemas/` fails the test until one is added.
struct SampleValues {
    /// The plan's personal-data actions: the expected JSON of a `redact`, `hash` or `drop` field is what the
    /// encoder writes for it (hashes with `PIIHashKey.sample`).
    var privacy = PrivacyPolicy()
    /// The hasher with `PIIHashKey.sample`, as Swift source for the sample program.
    static let hasherSource = "PIIHasher(key: PIIHashKey(bytes: [UInt8](repeating: 7, count: 32))!)"

    static let matchingSamples = [
        "^[A-Z]{3}-[0-9]{4,8}$": "ABC-1234", "^[A-Z0-9]{4,16}$": "SAVE10NOW", "^[A-Z]{2}$": "SE",
        #"^\+[1-9][0-9]{6,14}$"#: "+46701234567", "^[a-z0-9]{8}$": "abcd1234", "^(XS|S|M|L|XL|XXL|[0-9]{2})$": "XL",
    ]
    static let date = ("Foundation.Date(timeIntervalSince1970: 1_700_000_000)", "2023-11-14T22:13:20.000Z")

    /// A valid value; `replacing` swaps in a violating expression at one path.
    func valid(_ schema: Schema, path: String, replacing violation: Violation? = nil) throws -> SampleValue {
        if let violation, violation.path == path { return SampleValue(swift: violation.swift, json: NSNull()) }
        if let values = schema.enumValues, let first = values.firstIndex(where: { $0 != .null }) {
            return SampleValue(swift: "." + SwiftNames.escaped(GeneratedNames.enumCase(values[first], index: first)), json: Self.json(values[first]))
        }
        switch schema.type {
        case .string(let constraints): return try string(constraints)
        case .integer(let constraints):
            let number = Int(Self.inRange(constraints, integral: true))
            return SampleValue(swift: String(number), json: number)
        case .number(let constraints):
            let number = Self.inRange(constraints, integral: false)
            return SampleValue(swift: number.description, json: number)
        case .boolean: return SampleValue(swift: "true", json: true)
        case .object(let shape):
            let (arguments, json) = try members(shape, path: path, replacing: violation)
            return SampleValue(swift: ".init(\(arguments.joined(separator: ", ")))", json: json)
        case .array(let shape):
            let count = max(shape.minItems ?? 1, 1)
            let items = try (0..<count).map { try valid(shape.items, path: "\(path)/\($0)", replacing: violation) }
            return SampleValue(swift: "[\(items.map(\.swift).joined(separator: ", "))]", json: items.map(\.json))
        case .any: return SampleValue(swift: #""x""#, json: "x")
        case .map(let shape):
            // A key that matches any pattern cannot be made up; a map with a key pattern samples empty.
            guard shape.keyPattern == nil, (shape.maxProperties ?? 1) > 0 else { return SampleValue(swift: "[:]", json: [String: Any]()) }
            let value = try valid(shape.values, path: "\(path)/k", replacing: violation)
            return SampleValue(swift: #"["k": "# + value.swift + "]", json: ["k": value.json])
        case .union(let shape):
            let member = shape.members[0]  // a union has two members or more
            let value = try valid(member, path: path, replacing: violation)
            return SampleValue(swift: ".\(member.type.unionCaseName)(\(value.swift))", json: value.json)
        }
    }

    /// Initializer arguments for every stored property (optional ones too) and the JSON object they encode to.
    func members(_ shape: ObjectShape, path: String, replacing violation: Violation? = nil) throws -> ([String], [String: Any]) {
        var arguments: [String] = []
        var json: [String: Any] = [:]
        for property in shape.properties {
            let memberPath = path + "/" + JSONText.pointerToken(property.name)
            if let constant = property.schema.constValue { json[property.name] = Self.json(constant); continue }
            let value = try valid(property.schema, path: memberPath, replacing: violation)
            let wrapped = PropertyStorage(property) == .optionalNullable ? ".value(\(value.swift))" : value.swift
            arguments.append("\(GeneratedNames.property(property)): \(wrapped)")
            guard let pii = property.pii, let action = privacy.action(for: property) else {
                json[property.name] = value.json
                continue
            }
            if action != .drop { json[property.name] = try Self.protected(value.json, action, token: pii.redactionToken) }
        }
        return (arguments, json)
    }

    private func string(_ constraints: StringConstraints) throws -> SampleValue {
        switch constraints.format {
        case .dateTime?: return SampleValue(swift: Self.date.0, json: Self.date.1)
        case .uri?: return SampleValue(swift: #""https://example.com/a""#, json: "https://example.com/a")
        case .uuid?:
            let text = "00000000-0000-4000-8000-00000000000a"
            return SampleValue(swift: "Foundation.UUID(uuidString: \"\(text)\")!", json: text)
        case .date?: return SampleValue(swift: "\"2026-02-28\"", json: "2026-02-28")
        case .email?: return SampleValue(swift: "\"ada@example.com\"", json: "ada@example.com")
        case nil: break
        }
        var text = String(repeating: "a", count: max(constraints.minLength ?? 1, 1))
        if let pattern = constraints.pattern {
            guard let sample = Self.matchingSamples[pattern] else {
                throw SampleError(description: "add a matching sample for the pattern \(pattern)")
            }
            text = sample
        }
        return SampleValue(swift: String(reflecting: text), json: text)
    }

    /// What the encoder writes for `json` under `action`: arrays element by element.
    static func protected(_ json: Any, _ action: PIIAction, token: String) throws -> Any {
        if let items = json as? [Any] { return try items.map { try protected($0, action, token: token) } }
        if json is NSNull { return json }  // null stays null (and a violating value's JSON is never compared)
        switch action {
        case .send, .scrub, .drop: return json
        case .redact: return token
        case .hash:
            guard let text = json as? String else { throw SampleError(description: "add an expected hash for a non-string sample") }
            return PIIHasher(key: .sample).hexDigest(of: text)
        }
    }

    /// A number inside the bounds (and a multiple of `multipleOf`).
    static func inRange(_ constraints: NumericConstraints, integral: Bool) -> Double {
        let step = integral ? 1.0 : 0.5
        var value = constraints.minimum ?? constraints.exclusiveMinimum.map { $0 + step } ?? 1
        if let multiple = constraints.multipleOf { value = (value / multiple).rounded(.up) * multiple }
        if integral { value = value.rounded(.up) }
        return value
    }

    static func json(_ value: ScalarValue) -> Any {
        switch value {
        case .string(let text): return text
        case .integer(let number): return number
        case .number(let number): return number
        case .bool(let flag): return flag
        case .null: return NSNull()
        }
    }

    struct SampleError: Error, CustomStringConvertible { var description: String }
}

extension PIIHashKey {
    /// The key sample programs hash with: 32 bytes of 7.
    static let sample = PIIHashKey(bytes: [UInt8](repeating: 7, count: 32))!
}
