import Foundation
@_spi(Generated) import TrackPlan
import TrackPlanModel

/// The constraint checks: the runtime's own `ValidationReport` checks (the generated-code contract, hence
/// `@_spi(Generated)`), so the collector and the generated validators agree rule for rule.
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

    /// Every format as the runtime checks it (one definition: the runtime's `StringFormat.accepts`).
    static func accepts(_ text: String, _ format: TrackPlanModel.StringFormat) -> Bool {
        TrackPlan.StringFormat(rawValue: format.rawValue)?.accepts(text) ?? true
    }
}
