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
        let magnitude = value.magnitude
        guard magnitude >= 1e-3, magnitude < 1e9 else { return false }
        var scale = 1.0
        for decimals in 1...6 {
            scale *= 10
            let scaled = (magnitude * scale).rounded()
            guard scaled / scale == magnitude else { continue }
            appendFixedPoint(units: UInt64(scaled), decimals: decimals, negative: value < 0)
            return true
        }
        return false
    }

    /// `units / 10^decimals` with exactly `decimals` digits after the point (the comma first when one is due), in
    /// one append. `units` < 10^15 (below 1e9 with at most six decimals).
    private mutating func appendFixedPoint(units: UInt64, decimals: Int, negative: Bool) {
        var scratch: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)  // 32 bytes: comma, sign, 9 digits, point, 6 decimals
        let comma = needsComma
        withUnsafeMutableBytes(of: &scratch) { text in
            var remaining = units
            var start = text.count
            for _ in 0..<decimals {
                start -= 1
                text[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
                remaining /= 10
            }
            start -= 1
            text[start] = UInt8(ascii: ".")
            repeat {
                start -= 1
                text[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
                remaining /= 10
            } while remaining > 0
            if negative {
                start -= 1
                text[start] = UInt8(ascii: "-")
            }
            if comma {
                start -= 1
                text[start] = UInt8(ascii: ",")
            }
            write(UnsafeRawBufferPointer(rebasing: text[start...]))
        }
        needsComma = true
    }
}
