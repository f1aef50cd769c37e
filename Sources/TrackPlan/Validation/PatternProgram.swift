/// A simple JSON Schema `pattern` compiled by the generator into a table: an optional `^`, a sequence of
/// character classes each repeated `min...max` times, an optional `$`. Generated validators match it instead of a
/// `Regex` when the pattern has that shape (most do: ids, codes, phone numbers), because a `Regex` match costs
/// about as much as the rest of `track`.
///
/// Meaning is ECMA-262's with the Unicode flag, as for every pattern: classes hold code points, the match may start
/// and end anywhere unless anchored, `^` and `$` anchor at the ends of the whole string. Matching runs the
/// pattern's automaton over the string's code points once (a bit set of states), so it never backtracks.
public struct PatternProgram: Sendable {
    /// One class and its repetition.
    public struct Step: Sendable {
        /// The class's code points as inclusive `[lower, upper, lower, upper, …]` pairs.
        let ranges: [UInt32]
        let negated: Bool
        /// The class's ASCII members as a bit set (bit `n` of `ascii.0` is U+00nn, of `ascii.1` U+00(nn+64)).
        let ascii: (UInt64, UInt64)
        let min: Int
        /// `nil` when the repetition is unbounded.
        let max: Int?

        /// A class (code point ranges as pairs, possibly negated) repeated `min...max` times (`max` `nil`: no bound).
        public init(ranges: [UInt32], negated: Bool = false, min: Int = 1, max: Int? = 1) {
            self.ranges = ranges
            self.negated = negated
            self.min = min
            self.max = max
            var ascii: (UInt64, UInt64) = (0, 0)
            for code in UInt32(0)..<128 where Self.inRanges(code, ranges) != negated {
                if code < 64 { ascii.0 |= 1 << UInt64(code) } else { ascii.1 |= 1 << UInt64(code - 64) }
            }
            self.ascii = ascii
        }

        /// The automaton states this step needs: one per count it can be at (counts past `min` merge when unbounded).
        var stateCount: Int { (max ?? min) + 1 }

        @inline(__always)
        func contains(_ code: UInt32) -> Bool {
            if code < 64 { return ascii.0 & (1 << UInt64(code)) != 0 }
            if code < 128 { return ascii.1 & (1 << UInt64(code - 64)) != 0 }
            return Self.inRanges(code, ranges) != negated
        }

        static func inRanges(_ code: UInt32, _ ranges: [UInt32]) -> Bool {
            var index = 0
            while index + 1 < ranges.count {
                if code >= ranges[index] && code <= ranges[index + 1] { return true }
                index += 2
            }
            return false
        }
    }

    /// Per step: its state bits, the bit of its highest count, the bits where it is complete, the next step's first bit.
    struct Masks {
        var all: UInt64
        var top: UInt64
        var done: UInt64
        var next: UInt64
    }

    let anchoredStart: Bool
    let anchoredEnd: Bool
    let steps: [Step]
    let masks: [Masks]
    let accept: UInt64

    /// The largest automaton a program may have (states are the bits of a `UInt64`).
    public static let maximumStates = 64

    /// The program for `^`? `steps` `$`?. The generator only emits programs within `maximumStates`; a larger one
    /// traps at first use, like a bad `Regex` literal would.
    public init(anchoredStart: Bool, anchoredEnd: Bool, steps: [Step]) {
        precondition(Self.stateCount(steps) <= Self.maximumStates, "a PatternProgram has at most 64 states")
        self.anchoredStart = anchoredStart
        self.anchoredEnd = anchoredEnd
        self.steps = steps
        var masks: [Masks] = []
        var offset = 0
        for step in steps {
            let count = step.stateCount
            let all = (count == 64 ? UInt64.max : (1 << UInt64(count)) - 1) << UInt64(offset)
            let done = all & ~((UInt64(1) << UInt64(offset + step.min)) - 1)
            offset += count
            masks.append(Masks(all: all, top: 1 << UInt64(offset - 1), done: done, next: offset < 64 ? 1 << UInt64(offset) : 0))
        }
        self.masks = masks
        accept = offset < 64 ? 1 << UInt64(offset) : 0
    }

    /// The states `steps` need, plus the accepting one.
    public static func stateCount(_ steps: [Step]) -> Int { steps.reduce(1) { $0 + $1.stateCount } }

    /// Whether `value` contains a match (the whole of it when anchored at both ends).
    public func matches(_ value: String) -> Bool {
        var current = closure(1)
        if current & accept != 0 && !anchoredEnd { return true }
        for scalar in value.unicodeScalars {
            let code = scalar.value
            var next: UInt64 = 0
            for index in steps.indices {
                let mask = masks[index]
                let bits = current & mask.all
                if bits == 0 || !steps[index].contains(code) { continue }
                next |= (bits & ~mask.top) << 1
                if steps[index].max == nil { next |= bits & mask.top }
            }
            if !anchoredStart { next |= 1 }
            if next == 0 { return false }
            current = closure(next)
            if current & accept != 0 && !anchoredEnd { return true }
        }
        return current & accept != 0
    }

    /// `states` with every step that is complete letting the next one start.
    @inline(__always)
    private func closure(_ states: UInt64) -> UInt64 {
        var states = states
        for mask in masks where states & mask.done != 0 { states |= mask.next }
        return states
    }
}
