/// A JSON Schema `pattern` that is only an optional `^`, character classes with quantifiers, and an optional `$`
/// (`^[A-Z]{2}-[0-9]{4,8}$`, `^\+[1-9]\d{6,14}$`), read with its ECMA-262 meaning (Unicode mode: code points; ASCII
/// `\d` `\w`; the ECMA-262 `\s` set; `.` anything but a line terminator). The generator compiles such a pattern
/// into the runtime's `PatternProgram` table instead of a `Regex`; `parse` returns `nil` for anything else
/// (groups, alternation, assertions, escapes it does not know), which keeps the `Regex`.
public struct SimplePattern: Sendable, Hashable {
    /// One character class and its repetition.
    public struct Step: Sendable, Hashable {
        /// Inclusive code point ranges, sorted and merged.
        public var ranges: [ClosedRange<UInt32>]
        public var negated: Bool
        public var min: Int
        /// `nil`: unbounded.
        public var max: Int?
    }

    public var anchoredStart: Bool
    public var anchoredEnd: Bool
    public var steps: [Step]

    /// The automaton states the runtime needs (one per count a step can be at, plus the accepting state).
    public var stateCount: Int { steps.reduce(1) { $0 + ($1.max ?? $1.min) + 1 } }

    /// The most states the runtime's `PatternProgram` takes.
    public static let maximumStates = 64

    /// The ECMA-262 `WhiteSpace` and `LineTerminator` code points (`\s`).
    static let whiteSpace: [ClosedRange<UInt32>] = [
        0x9...0xD, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F,
        0x3000...0x3000, 0xFEFF...0xFEFF,
    ]
    static let word: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]
    static let digit: [ClosedRange<UInt32>] = [0x30...0x39]
    static let lineTerminators: [ClosedRange<UInt32>] = [0xA...0xA, 0xD...0xD, 0x2028...0x2029]

    /// `pattern` in this shape, or `nil` when it has anything else or needs more than `maximumStates`.
    public static func parse(_ pattern: String) -> SimplePattern? {
        var reader = SimplePatternReader(scalars: Array(pattern.unicodeScalars)[...])
        guard let parsed = reader.pattern(), parsed.stateCount <= maximumStates else { return nil }
        return parsed
    }

    /// `ranges` sorted with overlapping and adjacent ranges merged.
    static func normalized(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...Swift.max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
