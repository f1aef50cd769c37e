// One definition for the host tools and the runtime: compiled into TrackPlan and, through the symlink
// Sources/TrackPlanModel/DecimalMultiple.swift, into TrackPlanModel (see StringFormat.swift for why a shared file
// and not a module). Keep it free of imports and of other project types.

/// `multipleOf` decided on decimals, as JSON Schema means it, never by dividing binary doubles.
///
/// A number is taken as the shortest decimal that reads back to the same `Double` (the text JSON carries, and
/// what the plan's author wrote), `digits × 10^exponent`; then `value` is a multiple of `step` when
/// `value / step` is a whole number, decided with integer arithmetic. So every integer is a multiple of `1e-8`,
/// `0.075` is not a multiple of `0.01`, and `1e20` is not a multiple of `3`.
///
/// Shared by the runtime (generated validators) and the host tools (the diff's tightened/loosened verdict).
#if TRACKPLAN_RUNTIME
    @_spi(Generated)
#endif
public enum DecimalMultiple {
    /// A finite number's magnitude as `digits × 10^exponent`, with no trailing zero in `digits`.
    struct Digits: Equatable {
        var digits: UInt64
        var exponent: Int
    }

    public static func isMultiple(_ value: Double, of step: Double) -> Bool {
        guard let value = digits(value), let step = digits(step), step.digits != 0 else { return false }
        return isMultiple(value, of: step)
    }

    public static func isMultiple(_ value: Int, of step: Double) -> Bool {
        guard let step = digits(step), step.digits != 0 else { return false }
        return isMultiple(normalized(Digits(digits: UInt64(value.magnitude), exponent: 0)), of: step)
    }

    /// `value / step` is whole: `a·10^p / (b·10^q)` with `k = p − q`. For `k ≥ 0`, `b` must divide `a·2^k·5^k`:
    /// the factors 2 and 5 of `b` up to `k` of each are covered by the power of ten, the rest must divide `a`.
    /// For `k < 0`, `b·10^−k` must divide `a` (and cannot when it does not fit in 64 bits, being larger than `a`).
    static func isMultiple(_ value: Digits, of step: Digits) -> Bool {
        if value.digits == 0 { return true }
        let k = value.exponent - step.exponent
        if k >= 0 {
            var rest = step.digits
            var twos = 0
            var fives = 0
            while rest % 2 == 0 {
                rest /= 2
                twos += 1
            }
            while rest % 5 == 0 {
                rest /= 5
                fives += 1
            }
            for _ in 0..<max(0, twos - k) { rest *= 2 }
            for _ in 0..<max(0, fives - k) { rest *= 5 }
            return value.digits % rest == 0
        }
        var divisor = step.digits
        for _ in 0..<(-k) {
            let (product, overflow) = divisor.multipliedReportingOverflow(by: 10)
            if overflow { return false }
            divisor = product
        }
        return value.digits % divisor == 0
    }

    /// The shortest round-trip decimal of a finite `Double` (Swift's `description`), nil for NaN and infinities.
    static func digits(_ value: Double) -> Digits? {
        guard value.isFinite else { return nil }
        var text = Substring(value.magnitude.description)
        var exponent = 0
        if let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let power = Int(text[text.index(after: marker)...]) else { return nil }
            exponent = power
            text = text[..<marker]
        }
        var digits: UInt64 = 0
        var fraction = false
        for character in text {
            if character == "." {
                fraction = true
                continue
            }
            guard let digit = character.wholeNumberValue else { return nil }
            let (shifted, overflow) = digits.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            digits = shifted + UInt64(digit)
            if fraction { exponent -= 1 }
        }
        return normalized(Digits(digits: digits, exponent: exponent))
    }

    private static func normalized(_ number: Digits) -> Digits {
        var number = number
        while number.digits != 0, number.digits % 10 == 0 {
            number.digits /= 10
            number.exponent += 1
        }
        return number
    }
}
