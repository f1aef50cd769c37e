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

    /// The shortest round-trip decimal of a finite `Double` (the one Swift's `description` prints), nil for NaN and
    /// infinities. Whole numbers below 2^53 and numbers with one to six decimals in `0.001..<1e9` (prices, rates, the
    /// steps plans write) are found with a few multiplications; any other number is read from `description`.
    static func digits(_ value: Double) -> Digits? {
        guard value.isFinite else { return nil }
        return fixedPoint(value.magnitude) ?? described(value.magnitude)
    }

    /// The decimal of `magnitude` found without text, or nil outside the ranges where the argument below holds.
    ///
    /// A whole number below 2^53 is its own shortest decimal. Otherwise (`JSONWriter.fixedPointNumber` writes the text
    /// of what this finds): `N = round(magnitude × 10^d)` is below 2^53 and `10^d` is exact, so `N / 10^d` is the
    /// correctly rounded quotient, and when it equals `magnitude` the decimal `N × 10^-d` reads back as it; any
    /// decimal with `d` places that does lies within 0.06 of `magnitude × 10^d` (below 1e9), whose rounding error
    /// (below 0.2) cannot move `round` off it, so the first `d` that works is the fewest decimals that can; and two
    /// decimals with `d ≤ 6` places are further apart than neighbouring doubles there, so it is the only one.
    @inline(__always)
    static func fixedPoint(_ magnitude: Double) -> Digits? {
        // Conversions, not `rounded()` (a libm call): below 2^52 adding 0.5 is exact, so truncating it rounds.
        if magnitude < 9_007_199_254_740_992, Double(Int64(magnitude)) == magnitude {
            return normalized(Digits(digits: UInt64(Int64(magnitude)), exponent: 0))
        }
        guard magnitude >= 1e-3, magnitude < 1e9 else { return nil }
        var scale = 1.0
        for decimals in 1...6 {
            scale *= 10
            let scaled = Int64(magnitude * scale + 0.5)
            if Double(scaled) / scale == magnitude { return normalized(Digits(digits: UInt64(scaled), exponent: -decimals)) }
        }
        return nil
    }

    /// The decimal `description` prints (`123.456`, `1.5e-07`, `1e+20`), read from its ASCII bytes.
    static func described(_ magnitude: Double) -> Digits? {
        var digits: UInt64 = 0
        var exponent = 0
        var fraction = false
        var power: Int?
        var powerSign = 1
        for byte in magnitude.description.utf8 {
            switch byte {
            case UInt8(ascii: "."):
                fraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                power = 0
            case UInt8(ascii: "-") where power == 0:
                powerSign = -1
            case UInt8(ascii: "+") where power == 0:
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                if let current = power {
                    guard current < 100_000 else { return nil }
                    power = current * 10 + digit
                    continue
                }
                let (shifted, overflow) = digits.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                digits = shifted + UInt64(digit)
                if fraction { exponent -= 1 }
            default:
                return nil
            }
        }
        return normalized(Digits(digits: digits, exponent: exponent + powerSign * (power ?? 0)))
    }

    /// No trailing zero in `digits`; zero is `0 × 10^0`.
    private static func normalized(_ number: Digits) -> Digits {
        if number.digits == 0 { return Digits(digits: 0, exponent: 0) }
        var number = number
        while number.digits != 0, number.digits % 10 == 0 {
            number.digits /= 10
            number.exponent += 1
        }
        return number
    }
}
