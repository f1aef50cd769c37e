import Testing

@_spi(Generated) @testable import TrackPlan

@Suite struct ValidationTypedChecksTests {
    /// Integer bounds: minimum 0, maximum 10, exclusive 0 and 10, multiple of 2.
    @Test(arguments: [
        (-3, ["minimum", "exclusiveMinimum", "multipleOf"]), (0, ["exclusiveMinimum"]), (4, []), (7, ["multipleOf"]),
        (10, ["exclusiveMaximum"]), (12, ["maximum", "exclusiveMaximum"]),
    ])
    func integerChecksReportEachBrokenRule(value: Int, broken: [String]) {
        var report = ValidationReport()
        report.checkIntegerMinimum(value, 0, at: "/i")
        report.checkIntegerMaximum(value, 10, at: "/i")
        report.checkIntegerExclusiveMinimum(value, 0, at: "/i")
        report.checkIntegerExclusiveMaximum(value, 10, at: "/i")
        report.checkIntegerMultipleOf(value, 2, at: "/i")
        #expect(report.issues.map(\.rule) == broken)
        #expect(report.issues.allSatisfy { $0.path == "/i" })
    }

    /// Number bounds: minimum 0, maximum 1, exclusive 0 and 1, multiple of 0.25.
    @Test(arguments: [
        (-0.5, ["minimum", "exclusiveMinimum"]), (0.0, ["exclusiveMinimum"]), (0.25, []), (0.3, ["multipleOf"]),
        (1.0, ["exclusiveMaximum"]), (2.5, ["maximum", "exclusiveMaximum"]),
    ])
    func numberChecksReportEachBrokenRule(value: Double, broken: [String]) {
        var report = ValidationReport()
        report.checkNumberMinimum(value, 0.0, at: "/n")
        report.checkNumberMaximum(value, 1.0, at: "/n")
        report.checkNumberExclusiveMinimum(value, 0.0, at: "/n")
        report.checkNumberExclusiveMaximum(value, 1.0, at: "/n")
        report.checkNumberMultipleOf(value, 0.25, at: "/n")
        #expect(report.issues.map(\.rule) == broken)
        #expect(report.issues.allSatisfy { $0.path == "/n" })
    }
}
