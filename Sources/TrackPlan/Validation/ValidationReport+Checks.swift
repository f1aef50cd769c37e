import Foundation

/// The checks generated validators call, one line per JSON Schema rule. `path` is only evaluated when a rule
/// fails, so a valid event costs no string building.
extension ValidationReport {
    /// `pattern`: the value must contain a match (JSON Schema patterns are not anchored).
    public mutating func check(_ value: String, matches regex: Regex<AnyRegexOutput>, pattern: StaticString, at path: @autoclosure () -> String) {
        if !value.contains(regex) { fail("pattern", at: path(), "does not match the pattern \(pattern)") }
    }

    /// `minLength`, counted in Unicode scalars as JSON Schema counts.
    public mutating func check(_ value: String, minLength: Int, at path: @autoclosure () -> String) {
        if value.unicodeScalars.count < minLength { fail("minLength", at: path(), "is shorter than \(minLength) characters") }
    }

    /// `maxLength`, counted in Unicode scalars as JSON Schema counts.
    public mutating func check(_ value: String, maxLength: Int, at path: @autoclosure () -> String) {
        if value.utf8.count > maxLength, value.unicodeScalars.count > maxLength {
            fail("maxLength", at: path(), "is longer than \(maxLength) characters")
        }
    }

    /// `format` for the formats without a Swift type (`date`, `email`).
    public mutating func check(_ value: String, format: StringFormat, at path: @autoclosure () -> String) {
        if !format.accepts(value) { fail("format", at: path(), "is not a valid \(format.rawValue)") }
    }

    public mutating func check(_ value: Int, minimum: Int, at path: @autoclosure () -> String) {
        if value < minimum { fail("minimum", at: path(), "is less than \(minimum)") }
    }

    public mutating func check(_ value: Int, maximum: Int, at path: @autoclosure () -> String) {
        if value > maximum { fail("maximum", at: path(), "is greater than \(maximum)") }
    }

    public mutating func check(_ value: Int, exclusiveMinimum: Int, at path: @autoclosure () -> String) {
        if value <= exclusiveMinimum { fail("exclusiveMinimum", at: path(), "is not greater than \(exclusiveMinimum)") }
    }

    public mutating func check(_ value: Int, exclusiveMaximum: Int, at path: @autoclosure () -> String) {
        if value >= exclusiveMaximum { fail("exclusiveMaximum", at: path(), "is not less than \(exclusiveMaximum)") }
    }

    public mutating func check(_ value: Int, multipleOf: Int, at path: @autoclosure () -> String) {
        if value % multipleOf != 0 { fail("multipleOf", at: path(), "is not a multiple of \(multipleOf)") }
    }

    public mutating func check(_ value: Double, minimum: Double, at path: @autoclosure () -> String) {
        if value < minimum { fail("minimum", at: path(), "is less than \(minimum)") }
    }

    public mutating func check(_ value: Double, maximum: Double, at path: @autoclosure () -> String) {
        if value > maximum { fail("maximum", at: path(), "is greater than \(maximum)") }
    }

    public mutating func check(_ value: Double, exclusiveMinimum: Double, at path: @autoclosure () -> String) {
        if value <= exclusiveMinimum { fail("exclusiveMinimum", at: path(), "is not greater than \(exclusiveMinimum)") }
    }

    public mutating func check(_ value: Double, exclusiveMaximum: Double, at path: @autoclosure () -> String) {
        if value >= exclusiveMaximum { fail("exclusiveMaximum", at: path(), "is not less than \(exclusiveMaximum)") }
    }

    /// `multipleOf` for numbers: the quotient must be an integer, within rounding error of decimal fractions.
    public mutating func check(_ value: Double, multipleOf: Double, at path: @autoclosure () -> String) {
        let quotient = value / multipleOf
        if abs(quotient - quotient.rounded()) > 1e-9 * max(1, abs(quotient)) {
            fail("multipleOf", at: path(), "is not a multiple of \(multipleOf)")
        }
    }

    /// Numbers must be finite: JSON has no NaN or infinity.
    public mutating func checkFinite(_ value: Double, at path: @autoclosure () -> String) {
        if !value.isFinite { fail("finite", at: path(), "is \(value), which JSON cannot represent") }
    }

    public mutating func check<Element>(_ value: [Element], minItems: Int, at path: @autoclosure () -> String) {
        if value.count < minItems { fail("minItems", at: path(), "has fewer than \(minItems) items") }
    }

    public mutating func check<Element>(_ value: [Element], maxItems: Int, at path: @autoclosure () -> String) {
        if value.count > maxItems { fail("maxItems", at: path(), "has more than \(maxItems) items") }
    }

    /// `uniqueItems`.
    public mutating func checkUnique<Element: Hashable>(_ value: [Element], at path: @autoclosure () -> String) {
        var seen = Set<Element>()
        seen.reserveCapacity(value.count)
        for element in value where !seen.insert(element).inserted {
            fail("uniqueItems", at: path(), "has duplicate items")
            return
        }
    }
}
