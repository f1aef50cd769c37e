import Foundation

/// Exponential backoff with full jitter: a delay drawn uniformly from [0, min(cap, base · 2^(failures−1))).
enum Backoff {
    static func fullJitter(
        failures: Int, base: TimeInterval, cap: TimeInterval, jitter: Double
    ) -> TimeInterval {
        let exponent = Double(min(max(failures - 1, 0), 62))
        let ceiling = min(cap, base * pow(2, exponent))
        return ceiling * jitter
    }

    /// A uniform value in [0, 1) from the top 53 bits of one draw, so a test generator decides it exactly.
    static func unitInterval(_ random: inout some RandomNumberGenerator) -> Double {
        Double(random.next() >> 11) * 0x1p-53
    }
}
