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

    /// Per step: its state bits, the bit of its highest count, the bits where it is complete, the next step's first
    /// bit, its ASCII members (as in `Step`) and whether it repeats without bound. Plain values, so the matching loop
    /// reads them with no reference counting.
    struct Row {
        var all: UInt64
        var top: UInt64
        var done: UInt64
        var next: UInt64
        var ascii: (UInt64, UInt64)
        var unbounded: Bool

        @inline(__always)
        func contains(ascii code: UInt32) -> Bool {
            code < 64 ? ascii.0 & (1 << UInt64(code)) != 0 : ascii.1 & (1 << UInt64(code - 64)) != 0
        }
    }

    let anchoredStart: Bool
    let anchoredEnd: Bool
    let steps: [Step]
    let rows: [Row]
    let accept: UInt64
    /// With `^`: the ASCII text the leading single-character steps spell (`ord_` for `^ord_`), compared as bytes.
    let literal: [UInt8]
    /// The states once `literal` is matched.
    let afterLiteral: UInt64
    /// Per ASCII code: the state bits of the steps whose class holds it, so an ASCII byte moves every step at once.
    let asciiTakes: [UInt64]
    /// The steps' highest counts, and those of the steps that repeat without bound.
    let tops: UInt64
    let unboundedTops: UInt64
    /// Every step's complete states, and every step's next first state: what `closure` reads.
    let doneStates: UInt64
    let nextStates: UInt64

    /// The largest automaton a program may have (states are the bits of a `UInt64`).
    public static let maximumStates = 64

    /// The program for `^`? `steps` `$`?. The generator only emits programs within `maximumStates`; a larger one
    /// traps at first use, like a bad `Regex` literal would.
    public init(anchoredStart: Bool, anchoredEnd: Bool, steps: [Step]) {
        precondition(Self.stateCount(steps) <= Self.maximumStates, "a PatternProgram has at most 64 states")
        self.anchoredStart = anchoredStart
        self.anchoredEnd = anchoredEnd
        self.steps = steps
        var rows: [Row] = []
        var offset = 0
        for step in steps {
            let count = step.stateCount
            let all = (count == 64 ? UInt64.max : (1 << UInt64(count)) - 1) << UInt64(offset)
            let done = all & ~((UInt64(1) << UInt64(offset + step.min)) - 1)
            offset += count
            rows.append(
                Row(
                    all: all, top: 1 << UInt64(offset - 1), done: done, next: offset < 64 ? 1 << UInt64(offset) : 0, ascii: step.ascii,
                    unbounded: step.max == nil))
        }
        self.rows = rows
        accept = offset < 64 ? 1 << UInt64(offset) : 0
        let doneStates = rows.reduce(0) { $0 | $1.done }
        let nextStates = rows.reduce(0) { $0 | $1.next }
        self.doneStates = doneStates
        self.nextStates = nextStates
        var literal: [UInt8] = []
        var states = Self.closure(1, done: doneStates, next: nextStates)
        if anchoredStart {
            for (index, step) in steps.enumerated() {
                guard step.min == 1, step.max == 1, !step.negated, step.ranges.count == 2, step.ranges[0] == step.ranges[1],
                    step.ranges[0] < 128
                else { break }
                literal.append(UInt8(step.ranges[0]))
                states = Self.closure(rows[index].next, done: doneStates, next: nextStates)
            }
        }
        self.literal = literal
        afterLiteral = states
        asciiTakes = (0..<128).map { code in rows.reduce(0) { $1.contains(ascii: UInt32(code)) ? $0 | $1.all : $0 } }
        tops = rows.reduce(0) { $0 | $1.top }
        unboundedTops = rows.reduce(0) { $1.unbounded ? $0 | $1.top : $0 }
    }

    /// The states `steps` need, plus the accepting one.
    public static func stateCount(_ steps: [Step]) -> Int { steps.reduce(1) { $0 + $1.stateCount } }

    /// Whether `value` contains a match (the whole of it when anchored at both ends). Text held as UTF-8 (native
    /// strings) is matched byte by byte while it is ASCII, after comparing `literal`; other text by code point.
    public func matches(_ value: String) -> Bool {
        if let verdict = value.utf8.withContiguousStorageIfAvailable({ matches(ascii: $0) }), let verdict { return verdict }
        return matches(scalars: value.unicodeScalars)
    }

    /// The verdict on ASCII text, or nil at the first byte that is not ASCII before a verdict.
    private func matches(ascii text: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard text.count >= literal.count else { return false }
        for index in literal.indices where text[index] != literal[index] { return false }
        // A literal that completes the pattern (`^ord_`) decides it without the automaton.
        if afterLiteral & accept != 0 && !anchoredEnd { return true }
        // The loop reads locals only: through `self` every field would be loaded again per byte.
        let (tops, unboundedTops, done, next) = (tops, unboundedTops, doneStates, nextStates)
        let restart: UInt64 = anchoredStart ? 0 : 1
        let acceptsEarly = anchoredEnd ? 0 : accept
        return asciiTakes.withUnsafeBufferPointer { takes in
            var current = afterLiteral
            for byte in text[literal.count...] {
                guard byte < 128 else { return nil }
                // Every step at once (their state bits are disjoint): counts below the top move on, unbounded tops stay.
                let bits = current & takes[Int(byte)]
                let moved = ((bits & ~tops) << 1) | (bits & unboundedTops) | restart
                if moved == 0 { return false }
                current = Self.closure(moved, done: done, next: next)
                if current & acceptsEarly != 0 { return true }
            }
            return current & accept != 0
        }
    }

    /// The verdict by code point, for any text.
    private func matches(scalars: String.UnicodeScalarView) -> Bool {
        rows.withUnsafeBufferPointer { rows in
            var current = Self.closure(1, done: doneStates, next: nextStates)
            if current & accept != 0 && !anchoredEnd { return true }
            for scalar in scalars {
                let code = scalar.value
                let next = advance(current, rows) { index, row in code < 128 ? row.contains(ascii: code) : steps[index].contains(code) }
                if next == 0 { return false }
                current = Self.closure(next, done: doneStates, next: nextStates)
                if current & accept != 0 && !anchoredEnd { return true }
            }
            return current & accept != 0
        }
    }

    /// The states after one code point, from `current`: each step whose class `takes` it (given the step's index and
    /// row) moves its counts on; without `^` a match may also start at the next code point.
    @inline(__always)
    private func advance(_ current: UInt64, _ rows: UnsafeBufferPointer<Row>, _ takes: (Int, Row) -> Bool) -> UInt64 {
        var next: UInt64 = 0
        for index in rows.indices {
            let row = rows[index]
            let bits = current & row.all
            if bits == 0 || !takes(index, row) { continue }
            next |= (bits & ~row.top) << 1
            if row.unbounded { next |= bits & row.top }
        }
        if !anchoredStart { next |= 1 }
        return next
    }

    /// `states` with every step that is complete letting the next one start, for all steps at once. A step's
    /// complete states are a run of bits ending at its highest count, and the bit above that run is the next step's
    /// first state: adding the run's ones to the step's states carries into that bit exactly when one of them is
    /// set. A carry that enters a next step whose first state is complete (`min` 0) runs on through it into the
    /// step after, as the step-by-step rule would. So the states gain the carries that land on first states.
    @inline(__always)
    static func closure(_ states: UInt64, done: UInt64, next: UInt64) -> UInt64 {
        let complete = states & done
        let carries = (complete &+ done) ^ complete ^ done
        return states | (carries & next)
    }
}
