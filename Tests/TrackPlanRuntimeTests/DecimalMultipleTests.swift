import Testing

@_spi(Generated) @testable import TrackPlan

/// `multipleOf` on decimals: the cases binary division gets wrong, from JSON Schema's own test suite and beyond.
@Suite struct DecimalMultipleTests {
    @Test(arguments: [
        (12_391_239_123, 1e-8, true),  // "any integer is a multiple of 1e-8"
        (9_007_199_254_740_993, 0.5, true), (-7, 0.25, true), (0, 0.3, true), (7, 2.0, false), (9_223_372_036_854_775_807, 3.0, false),
        (Int.min, 1e-300, true),
    ])
    func integersAgainstDecimalSteps(value: Int, step: Double, expected: Bool) {
        #expect(DecimalMultiple.isMultiple(value, of: step) == expected)
        var report = ValidationReport()
        report.checkIntegerMultipleOf(value, step, at: "/i")
        #expect(report.isValid == expected)
    }

    @Test(arguments: [
        (0.0075, 0.0001, true), (0.00751, 0.0001, false), (19.99, 0.01, true), (0.075, 0.01, false), (0.3, 0.1, true),
        (1e20, 3.0, false), (3e20, 3.0, true), (1e308, 0.123456789, false), (4.5, 1.5, true), (35.0, 1.5, false),
        (1.2391239123e18, 1e-8, true), (1e-5, 1e-300, true), (1e-300, 1e-5, false),
    ])
    func numbersAgainstDecimalSteps(value: Double, step: Double, expected: Bool) {
        #expect(DecimalMultiple.isMultiple(value, of: step) == expected)
    }

    @Test func nonFiniteValuesAreNoMultiple() {
        #expect(!DecimalMultiple.isMultiple(Double.infinity, of: 1))
        #expect(!DecimalMultiple.isMultiple(Double.nan, of: 1))
    }

    /// An integer property with a decimal step goes through `bounds:` and must not round the integer to a double.
    @Test func integerPropertyWithADecimalStep() {
        var report = ValidationReport()
        report.checkInteger(12_391_239_123, IntegerBounds(nil, nil, nil, nil, nil), NumberBounds(multipleOf: 1e-8), at: "/i")
        #expect(report.isValid)
        report.checkInteger(9_007_199_254_740_993, IntegerBounds(nil, nil, nil, nil, nil), NumberBounds(multipleOf: 2), at: "/j")
        #expect(report.issues.map(\.path) == ["/j"])
    }
}
