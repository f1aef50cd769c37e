import Foundation
@_spi(Generated) import TrackPlan
import TrackPlanModel

/// The constraint checks, with the messages and rule names of the runtime's `ValidationReport` checks.
extension SchemaChecker {
    mutating func checkString(_ text: String, _ constraints: StringConstraints, at pointer: String, _ schema: Schema) {
        var report = ValidationReport()
        if let minLength = constraints.minLength { report.checkMinLength(text, minLength, at: pointer) }
        if let maxLength = constraints.maxLength { report.checkMaxLength(text, maxLength, at: pointer) }
        if let pattern = constraints.pattern, let regex = index.regex(pattern), !text.contains(regex) {
            report.fail("pattern", at: pointer, "does not match the pattern \(pattern)")
        }
        if let format = constraints.format, !Self.accepts(text, format) {
            report.fail("format", at: pointer, "is not a valid \(format.rawValue)")
        }
        take(report, schema)
    }

    mutating func checkNumber(_ number: Double, _ bounds: NumericConstraints, at pointer: String, _ schema: Schema) {
        var report = ValidationReport()
        if let minimum = bounds.minimum { report.checkNumberMinimum(number, minimum, at: pointer) }
        if let maximum = bounds.maximum { report.checkNumberMaximum(number, maximum, at: pointer) }
        if let minimum = bounds.exclusiveMinimum { report.checkNumberExclusiveMinimum(number, minimum, at: pointer) }
        if let maximum = bounds.exclusiveMaximum { report.checkNumberExclusiveMaximum(number, maximum, at: pointer) }
        if let multipleOf = bounds.multipleOf { report.checkNumberMultipleOf(number, multipleOf, at: pointer) }
        take(report, schema)
    }

    mutating func checkArray(_ elements: [JSONValue], _ shape: ArrayShape, at pointer: String, _ schema: Schema) {
        var report = ValidationReport()
        if let minItems = shape.minItems { report.checkMinItems(elements, minItems, at: pointer) }
        if let maxItems = shape.maxItems { report.checkMaxItems(elements, maxItems, at: pointer) }
        if shape.uniqueItems, Self.hasDuplicates(elements) { report.fail("uniqueItems", at: pointer, "has duplicate items") }
        take(report, schema)
        for (position, element) in elements.enumerated() {
            check(element, against: shape.items, at: pointer + "/" + String(position))
        }
    }

    private mutating func take(_ report: ValidationReport, _ schema: Schema) {
        for issue in report.issues { fail(issue.path, issue.rule, issue.message, schema) }
    }

    private static func hasDuplicates(_ elements: [JSONValue]) -> Bool {
        for (offset, element) in elements.enumerated() where elements[(offset + 1)...].contains(element) { return true }
        return false
    }

    /// `date` and `email` as the runtime checks them; `date-time`, `uri` and `uuid` as their Swift types decode.
    static func accepts(_ text: String, _ format: TrackPlanModel.StringFormat) -> Bool {
        switch format {
        case .date: return TrackPlan.StringFormat.date.accepts(text)
        case .email: return TrackPlan.StringFormat.email.accepts(text)
        case .uuid: return UUID(uuidString: text) != nil
        case .uri: return URL(string: text)?.scheme != nil
        case .dateTime: return isDateTime(text)
        }
    }

    /// RFC 3339 `date-time`: `2026-11-22T04:55:01(.123)?(Z|+01:00)`.
    static func isDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, TrackPlan.StringFormat.date.accepts(String(decoding: bytes[0..<10], as: UTF8.self)),
            bytes[10] | 0x20 == UInt8(ascii: "t"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":")
        else { return false }
        func digits(_ range: Range<Int>) -> Bool { bytes[range].allSatisfy { $0 >= 48 && $0 <= 57 } }
        guard digits(11..<13), digits(14..<16), digits(17..<19) else { return false }
        var position = 19
        if bytes[position] == UInt8(ascii: ".") {
            position += 1
            let start = position
            while position < bytes.count, bytes[position] >= 48, bytes[position] <= 57 { position += 1 }
            guard position > start else { return false }
        }
        let zone = bytes[position...]
        if zone.count == 1 { return zone.first! | 0x20 == UInt8(ascii: "z") }
        guard zone.count == 6, zone.first == UInt8(ascii: "+") || zone.first == UInt8(ascii: "-") else { return false }
        return digits(position + 1..<position + 3) && bytes[position + 3] == UInt8(ascii: ":") && digits(position + 4..<position + 6)
    }
}
