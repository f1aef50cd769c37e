/// The visitor's checks: all of a value's plan rules at once, each through the one `check…` function that owns it.
extension ValidationReport {
    mutating func checkString(
        _ value: String, _ minLength: Int?, _ maxLength: Int?, _ pattern: StringPattern?, _ format: StringFormat?,
        at path: @autoclosure () -> String
    ) {
        if let pattern {
            if let matches = pattern.programMatches(value) {
                checkPattern(matches, pattern.source, at: path())
            } else {
                checkRegex(value, pattern, at: path())
            }
        }
        if minLength != nil || maxLength != nil {
            // Lengths count Unicode scalars, of 1 to 4 UTF-8 bytes each: the scalars are counted only when the bytes
            // leave the rule undecided.
            let bytes = value.utf8.count
            if let minLength, (bytes + 3) / 4 < minLength { checkMinLength(value, minLength, at: path()) }
            if let maxLength, bytes > maxLength { checkMaxLength(value, maxLength, at: path()) }
        }
        if let format { checkFormat(value, format, at: path()) }
    }

    mutating func checkInteger(_ value: Int, _ limits: IntegerBounds, _ bounds: NumberBounds?, at path: @autoclosure () -> String) {
        if let minimum = limits.minimum { checkIntegerMinimum(value, minimum, at: path()) }
        if let maximum = limits.maximum { checkIntegerMaximum(value, maximum, at: path()) }
        if let exclusiveMinimum = limits.exclusiveMinimum { checkIntegerExclusiveMinimum(value, exclusiveMinimum, at: path()) }
        if let exclusiveMaximum = limits.exclusiveMaximum { checkIntegerExclusiveMaximum(value, exclusiveMaximum, at: path()) }
        if let multipleOf = limits.multipleOf { checkIntegerMultipleOf(value, multipleOf, at: path()) }
        guard var bounds else { return }
        if let multipleOf = bounds.multipleOf { checkIntegerMultipleOf(value, multipleOf, at: path()) }
        bounds.multipleOf = nil
        checkBounds(Double(value), bounds, at: path())
    }

    mutating func checkNumber(_ value: Double, _ bounds: NumberBounds, at path: @autoclosure () -> String) {
        checkFinite(value, at: path())
        checkBounds(value, bounds, at: path())
    }

    private mutating func checkBounds(_ value: Double, _ bounds: NumberBounds, at path: @autoclosure () -> String) {
        if let minimum = bounds.minimum { checkNumberMinimum(value, minimum, at: path()) }
        if let maximum = bounds.maximum { checkNumberMaximum(value, maximum, at: path()) }
        if let exclusiveMinimum = bounds.exclusiveMinimum { checkNumberExclusiveMinimum(value, exclusiveMinimum, at: path()) }
        if let exclusiveMaximum = bounds.exclusiveMaximum { checkNumberExclusiveMaximum(value, exclusiveMaximum, at: path()) }
        if let multipleOf = bounds.multipleOf { checkNumberMultipleOf(value, multipleOf, at: path()) }
    }

    /// `pattern` by its `Regex`, apart: a function that reads a `Regex` (a resilient type) looks up its metadata
    /// and sizes its stack at run time on every call, even when the pattern is a program.
    @inline(never)
    mutating func checkRegex(_ value: String, _ pattern: StringPattern, at path: @autoclosure () -> String) {
        if let regex = pattern.regex { checkPattern(value, regex, pattern: pattern.source, at: path()) }
    }

    /// `uniqueItems`: strings compare by code points (as JSON does), other values by `==`.
    mutating func checkUniqueItems<Element: Hashable>(_ value: [Element], at path: @autoclosure () -> String) {
        if let strings = value as? [String] {
            checkUnique(strings, at: path())
        } else {
            checkUnique(value, at: path())
        }
    }
}
