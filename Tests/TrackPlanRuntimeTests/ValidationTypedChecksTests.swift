import Testing

@testable import TrackPlan

@Suite struct ValidationTypedChecksTests {
    /// `checkInteger…` / `checkNumber…` report exactly what the overloaded `checkMinimum`… report, pass or fail.
    @Test func typedChecksMatchTheOverloads() {
        for value in [-3, 0, 4, 7, 10, 12] {
            var typed = ValidationReport()
            typed.checkIntegerMinimum(value, 0, at: "/i")
            typed.checkIntegerMaximum(value, 10, at: "/i")
            typed.checkIntegerExclusiveMinimum(value, 0, at: "/i")
            typed.checkIntegerExclusiveMaximum(value, 10, at: "/i")
            typed.checkIntegerMultipleOf(value, 2, at: "/i")
            var overloaded = ValidationReport()
            overloaded.checkMinimum(value, 0, at: "/i")
            overloaded.checkMaximum(value, 10, at: "/i")
            overloaded.checkExclusiveMinimum(value, 0, at: "/i")
            overloaded.checkExclusiveMaximum(value, 10, at: "/i")
            overloaded.checkMultipleOf(value, 2, at: "/i")
            #expect(typed == overloaded, "\(value)")
        }
        for value in [-0.5, 0.0, 0.25, 0.3, 1.0, 2.5] {
            var typed = ValidationReport()
            typed.checkNumberMinimum(value, 0.0, at: "/n")
            typed.checkNumberMaximum(value, 1.0, at: "/n")
            typed.checkNumberExclusiveMinimum(value, 0.0, at: "/n")
            typed.checkNumberExclusiveMaximum(value, 1.0, at: "/n")
            typed.checkNumberMultipleOf(value, 0.25, at: "/n")
            var overloaded = ValidationReport()
            overloaded.checkMinimum(value, 0.0, at: "/n")
            overloaded.checkMaximum(value, 1.0, at: "/n")
            overloaded.checkExclusiveMinimum(value, 0.0, at: "/n")
            overloaded.checkExclusiveMaximum(value, 1.0, at: "/n")
            overloaded.checkMultipleOf(value, 0.25, at: "/n")
            #expect(typed == overloaded, "\(value)")
            #expect(value >= 0 && value <= 1 || !typed.isValid, "\(value)")
        }
    }
}
