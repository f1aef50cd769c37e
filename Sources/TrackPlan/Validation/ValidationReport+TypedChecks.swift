/// Non-overloaded spellings of the numeric bound checks, for generated validators: each forwards to the
/// `checkMinimum`… overload of its type. A generated call then has one candidate to type-check instead of two.
extension ValidationReport {
    public mutating func checkIntegerMinimum(_ value: Int, _ bound: Int, at path: @autoclosure () -> String) {
        checkMinimum(value, bound, at: path())
    }
    public mutating func checkIntegerMaximum(_ value: Int, _ bound: Int, at path: @autoclosure () -> String) {
        checkMaximum(value, bound, at: path())
    }
    public mutating func checkIntegerExclusiveMinimum(_ value: Int, _ bound: Int, at path: @autoclosure () -> String) {
        checkExclusiveMinimum(value, bound, at: path())
    }
    public mutating func checkIntegerExclusiveMaximum(_ value: Int, _ bound: Int, at path: @autoclosure () -> String) {
        checkExclusiveMaximum(value, bound, at: path())
    }
    public mutating func checkIntegerMultipleOf(_ value: Int, _ divisor: Int, at path: @autoclosure () -> String) {
        checkMultipleOf(value, divisor, at: path())
    }
    public mutating func checkNumberMinimum(_ value: Double, _ bound: Double, at path: @autoclosure () -> String) {
        checkMinimum(value, bound, at: path())
    }
    public mutating func checkNumberMaximum(_ value: Double, _ bound: Double, at path: @autoclosure () -> String) {
        checkMaximum(value, bound, at: path())
    }
    public mutating func checkNumberExclusiveMinimum(_ value: Double, _ bound: Double, at path: @autoclosure () -> String) {
        checkExclusiveMinimum(value, bound, at: path())
    }
    public mutating func checkNumberExclusiveMaximum(_ value: Double, _ bound: Double, at path: @autoclosure () -> String) {
        checkExclusiveMaximum(value, bound, at: path())
    }
    public mutating func checkNumberMultipleOf(_ value: Double, _ divisor: Double, at path: @autoclosure () -> String) {
        checkMultipleOf(value, divisor, at: path())
    }
}
