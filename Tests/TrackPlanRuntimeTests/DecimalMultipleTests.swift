import TestSupport
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

    /// The decimal found without text is the one `description` prints, for every kind of number it takes (whole
    /// numbers up to 2^53, one to six decimals between 0.001 and 1e9, and the edges of both) and for any other double.
    @Test func decimalsWithoutTextAreTheOnesDescriptionPrints() {
        var random = SplitMix64(seed: 22)
        var values: [Double] = [
            0, 1, 0.001, 0.0009999, 0.01, 0.1, 0.3, 19.99, 59.9, 0.075, 999_999_999.999999, 1e9, 1e9 - 1, 123_456.789012,
            9_007_199_254_740_991, 9_007_199_254_740_992, 4_503_599_627_370_495.5, 0.1 + 0.2, 1.0 / 3, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude,
        ]
        for _ in 0..<20_000 {
            let decimals = Int(random.next() % 7)
            let scale = (0..<decimals).reduce(1.0) { value, _ in value * 10 }
            values.append(Double(random.next() % 2_000_000_000_000) / scale)  // a decimal as a plan or an app writes it
            values.append(Double(random.next() % 100_000) / scale)
            values.append(Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF))  // any finite double
            values.append(Double(random.next() % (1 << 53)))
        }
        var checked = 0
        for value in values {
            let fast = DecimalMultiple.fixedPoint(value)
            if let fast {
                checked += 1
                #expect(fast == DecimalMultiple.described(value), "\(value)")
            }
            #expect(DecimalMultiple.digits(value) == DecimalMultiple.described(value), "\(value)")
            // Independently of either: the decimal reads back as the value, with as many significant digits as the text.
            guard let digits = DecimalMultiple.digits(value) else {
                Issue.record("no decimal for \(value)")
                continue
            }
            #expect(Double("\(digits.digits)e\(digits.exponent)") == value, "\(value)")
            let mantissa = value.description.split(separator: "e")[0].filter { $0 != "." }.drop { $0 == "0" }
            let significant = mantissa.isEmpty ? "0" : String(mantissa.reversed().drop { $0 == "0" }.reversed())
            #expect(String(digits.digits) == significant, "\(value)")
        }
        #expect(checked > 40_000)
    }
}
