/// A plan `pattern` with its ECMA-262 meaning, as the generator prepared it: a `PatternProgram` table for simple
/// patterns, else a `Regex` translated to ECMA semantics; `source` is the plan's text, for messages.
///
/// A class, so a call passes one pointer (or nil) for it: `Regex` has a resilient layout, which would make every
/// `StringPattern?` argument, even nil, an indirect value copied through value witnesses. `Regex` is not
/// `Sendable`, but matching never mutates it, so sharing one from a `static let` is safe.
@_spi(Generated)
public final class StringPattern: @unchecked Sendable {
    public let source: StaticString
    /// The pattern's table when `isProgram`; an empty one otherwise. Not optional, so a check matches it where it is
    /// stored: taking the payload out of an optional stored property copies it first.
    let program: PatternProgram
    let isProgram: Bool
    let regex: Regex<AnyRegexOutput>?

    public init(_ source: StaticString, program: PatternProgram) {
        self.source = source
        self.program = program
        self.isProgram = true
        self.regex = nil
    }

    public init(_ source: StaticString, regex: Regex<AnyRegexOutput>) {
        self.source = source
        self.program = PatternProgram(anchoredStart: false, anchoredEnd: false, steps: [])
        self.isProgram = false
        self.regex = regex
    }

    /// Whether `value` matches the program, or nil when the pattern is a `Regex`.
    @inline(__always)
    func programMatches(_ value: String) -> Bool? {
        isProgram ? program.matches(value) : nil
    }
}
