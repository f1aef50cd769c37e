import Foundation

/// The checks generated validators call, one line per JSON Schema rule. `path` is only evaluated when a rule
/// fails, so a valid event costs no string building. Each rule has its own name, numeric ones spelt per type
/// (`checkIntegerMinimum`, `checkNumberMinimum`), so generated validators type-check without overload search.
/// Part of the generated-code contract (`@_spi(Generated)`, see Docs/GeneratedAPI.md).
@_spi(Generated)
extension ValidationReport {
    /// `pattern`: the value must contain a match (JSON Schema patterns are not anchored).
    public mutating func checkPattern(_ value: String, _ regex: Regex<AnyRegexOutput>, pattern: StaticString, at path: @autoclosure () -> String) {
        checkPattern(value.contains(regex), pattern, at: path())
    }

    /// `pattern` compiled by the generator into a `PatternProgram` (simple patterns): the same rule, no `Regex`.
    public mutating func checkPattern(_ value: String, _ program: PatternProgram, pattern: StaticString, at path: @autoclosure () -> String) {
        checkPattern(program.matches(value), pattern, at: path())
    }

    /// `pattern`, once matched: the one place its issue is written.
    @inline(__always)
    mutating func checkPattern(_ matches: Bool, _ pattern: StaticString, at path: @autoclosure () -> String) {
        if !matches { fail("pattern", at: path(), "does not match the pattern \(pattern)") }
    }

    /// `minLength`, counted in Unicode scalars as JSON Schema counts.
    public mutating func checkMinLength(_ value: String, _ minLength: Int, at path: @autoclosure () -> String) {
        if Self.scalarCount(value) < minLength { fail("minLength", at: path(), "is shorter than \(minLength) characters") }
    }

    /// `maxLength`, counted in Unicode scalars as JSON Schema counts.
    public mutating func checkMaxLength(_ value: String, _ maxLength: Int, at path: @autoclosure () -> String) {
        if value.utf8.count > maxLength, Self.scalarCount(value) > maxLength {
            fail("maxLength", at: path(), "is longer than \(maxLength) characters")
        }
    }

    /// The Unicode scalars in `value`: the UTF-8 bytes that start one, counted in place when the text is held as UTF-8.
    @inline(__always)
    static func scalarCount(_ value: String) -> Int {
        value.utf8.withContiguousStorageIfAvailable { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        } ?? value.unicodeScalars.count
    }

    /// `format` for the formats without a Swift type (`date`, `email`).
    public mutating func checkFormat(_ value: String, _ format: StringFormat, at path: @autoclosure () -> String) {
        if !format.accepts(value) { fail("format", at: path(), "is not a valid \(format.rawValue)") }
    }

    public mutating func checkIntegerMinimum(_ value: Int, _ minimum: Int, at path: @autoclosure () -> String) {
        if value < minimum { fail("minimum", at: path(), "is less than \(minimum)") }
    }

    public mutating func checkIntegerMaximum(_ value: Int, _ maximum: Int, at path: @autoclosure () -> String) {
        if value > maximum { fail("maximum", at: path(), "is greater than \(maximum)") }
    }

    public mutating func checkIntegerExclusiveMinimum(_ value: Int, _ exclusiveMinimum: Int, at path: @autoclosure () -> String) {
        if value <= exclusiveMinimum { fail("exclusiveMinimum", at: path(), "is not greater than \(exclusiveMinimum)") }
    }

    public mutating func checkIntegerExclusiveMaximum(_ value: Int, _ exclusiveMaximum: Int, at path: @autoclosure () -> String) {
        if value >= exclusiveMaximum { fail("exclusiveMaximum", at: path(), "is not less than \(exclusiveMaximum)") }
    }

    public mutating func checkIntegerMultipleOf(_ value: Int, _ multipleOf: Int, at path: @autoclosure () -> String) {
        if value % multipleOf != 0 { fail("multipleOf", at: path(), "is not a multiple of \(multipleOf)") }
    }

    public mutating func checkNumberMinimum(_ value: Double, _ minimum: Double, at path: @autoclosure () -> String) {
        if value < minimum { fail("minimum", at: path(), "is less than \(minimum)") }
    }

    public mutating func checkNumberMaximum(_ value: Double, _ maximum: Double, at path: @autoclosure () -> String) {
        if value > maximum { fail("maximum", at: path(), "is greater than \(maximum)") }
    }

    public mutating func checkNumberExclusiveMinimum(_ value: Double, _ exclusiveMinimum: Double, at path: @autoclosure () -> String) {
        if value <= exclusiveMinimum { fail("exclusiveMinimum", at: path(), "is not greater than \(exclusiveMinimum)") }
    }

    public mutating func checkNumberExclusiveMaximum(_ value: Double, _ exclusiveMaximum: Double, at path: @autoclosure () -> String) {
        if value >= exclusiveMaximum { fail("exclusiveMaximum", at: path(), "is not less than \(exclusiveMaximum)") }
    }

    /// `multipleOf` for numbers, decided on the decimals JSON carries (`DecimalMultiple`), not by dividing doubles.
    public mutating func checkNumberMultipleOf(_ value: Double, _ multipleOf: Double, at path: @autoclosure () -> String) {
        if !DecimalMultiple.isMultiple(value, of: multipleOf) { fail("multipleOf", at: path(), "is not a multiple of \(multipleOf)") }
    }

    /// `multipleOf` with a step that is not a whole number (`1e-8`): every integer digit counts, none is rounded.
    public mutating func checkIntegerMultipleOf(_ value: Int, _ multipleOf: Double, at path: @autoclosure () -> String) {
        if !DecimalMultiple.isMultiple(value, of: multipleOf) { fail("multipleOf", at: path(), "is not a multiple of \(multipleOf)") }
    }

    /// Numbers must be finite: JSON has no NaN or infinity.
    public mutating func checkFinite(_ value: Double, at path: @autoclosure () -> String) {
        if !value.isFinite { fail("finite", at: path(), "is \(value), which JSON cannot represent") }
    }

    public mutating func checkMinItems<Element>(_ value: [Element], _ minItems: Int, at path: @autoclosure () -> String) {
        if value.count < minItems { fail("minItems", at: path(), "has fewer than \(minItems) items") }
    }

    public mutating func checkMaxItems<Element>(_ value: [Element], _ maxItems: Int, at path: @autoclosure () -> String) {
        if value.count > maxItems { fail("maxItems", at: path(), "has more than \(maxItems) items") }
    }

    /// `uniqueItems`.
    /// `uniqueItems` for strings: JSON compares code points, so `"é"` (one scalar) and `"e\u{301}"` (two) are
    /// different items, although Swift's `==` calls them equal.
    public mutating func checkUnique(_ value: [String], at path: @autoclosure () -> String) {
        var seen = Set<[UInt8]>()
        seen.reserveCapacity(value.count)
        for element in value where !seen.insert(Array(element.utf8)).inserted {
            fail("uniqueItems", at: path(), "has duplicate items")
            return
        }
    }

    public mutating func checkUnique<Element: Hashable>(_ value: [Element], at path: @autoclosure () -> String) {
        var seen = Set<Element>()
        seen.reserveCapacity(value.count)
        for element in value where !seen.insert(element).inserted {
            fail("uniqueItems", at: path(), "has duplicate items")
            return
        }
    }
}

@_spi(Generated)
extension ValidationReport {
    /// `parent` followed by an array index (`/items/3`).
    public static func pointer(_ parent: String, index: Int) -> String {
        parent + "/" + String(index)
    }
}
