extension JSONWriter {
    /// Writes `value` (finite, not an integer) as fixed-point text with one to six decimals when such a text reads
    /// back as `value` and `0.001 <= |value| < 1e9`: prices, ratios, most numbers events carry. The text is the one
    /// `Double.description` prints (the shortest that round-trips), formed without a `String`. Returns false, having
    /// written nothing, when the value is outside that range or needs more decimals (the caller then writes
    /// `description`).
    ///
    /// Why the text is exact and shortest:
    /// - `N = round(|value| × 10^d)` is below 2^53 and `10^d` is exact, so `N / 10^d` in floating point is the
    ///   correctly rounded quotient: when it equals `value`, the decimal `N / 10^d` reads back as `value`.
    /// - A decimal with `d` places that reads back as `value` lies within half a unit in the last place of it
    ///   (at most 2^-24 below 1e9), so `|value| × 10^d` is within 0.06 of its integer `M`, and the product's rounding
    ///   error (below 0.2) cannot move `round` off `M`: the first `d` that works is the fewest decimals that can.
    /// - Two decimals with `d` places are 10^-d ≥ 1e-6 apart, more than the 2^-23 between neighbouring doubles
    ///   below 1e9: only one of them reads back as `value`, the one `description` prints (in fixed notation, which
    ///   it uses from 1e-4 to 2^53).
    mutating func fixedPointNumber(_ value: Double) -> Bool {
        guard let (units, decimals) = Self.fixedPoint(value) else { return false }
        let comma = needsComma
        write(atMost: Self.fixedPointRoom + 1) { out in
            var start = 0
            if comma {
                out[0] = UInt8(ascii: ",")
                start = 1
            }
            return start + Self.formatFixedPoint(units: units, decimals: decimals, negative: value < 0, at: out + start)
        }
        needsComma = true
        return true
    }

    /// `|value| = units / 10^decimals` with the fewest decimals (one to six), under the conditions above; nil otherwise.
    /// The search is `DecimalMultiple.fixedPoint`'s, which finds the same decimal for `multipleOf`.
    @inline(__always)
    static func fixedPoint(_ value: Double) -> (units: UInt64, decimals: Int)? {
        guard let decimal = DecimalMultiple.fixedPoint(value.magnitude), decimal.exponent < 0 else { return nil }
        return (decimal.digits, -decimal.exponent)
    }

    /// The most bytes `formatFixedPoint` writes: a sign, nine digits, the point and six decimals.
    static let fixedPointRoom = 17

    /// Writes `units / 10^decimals` with exactly `decimals` digits after the point at `out` and returns its length.
    /// `units` < 10^15 (below 1e9 with at most six decimals).
    @inline(__always)
    static func formatFixedPoint(units: UInt64, decimals: Int, negative: Bool, at out: UnsafeMutablePointer<UInt8>) -> Int {
        var digits = 1
        var bound: UInt64 = 10
        while units >= bound {
            digits += 1
            bound &*= 10
        }
        let whole = max(1, digits - decimals)
        let sign = negative ? 1 : 0
        let count = sign + whole + 1 + decimals
        if negative { out[0] = UInt8(ascii: "-") }
        var remaining = units
        var index = count
        for _ in 0..<decimals {
            index -= 1
            out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
        }
        index -= 1
        out[index] = UInt8(ascii: ".")
        for _ in 0..<whole {
            index -= 1
            out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
        }
        return count
    }
}
