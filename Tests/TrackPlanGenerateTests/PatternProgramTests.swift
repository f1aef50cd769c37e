import Foundation
import TestSupport
import Testing
@_spi(Generated) import TrackPlan
import TrackPlanModel

/// A simple `pattern` compiled into a `PatternProgram` means what the `Regex` the generator emitted before means:
/// the same verdict on every input, and the patterns outside the simple shape keep the `Regex`.
@Suite struct PatternProgramTests {
    static let simplePatterns = [
        "^[A-Z]{2}-[0-9]{4,8}$", #"^[^@\s]+@[^@\s]+\.[a-z]{2,}$"#, #"^\+[1-9][0-9]{6,14}$"#, "a+", "^abc$", #"^\d+$"#, #"^\w+$"#,
        #"^\W$"#, #"^\s$"#, #"^\S$"#, "^.$", "^.{2}$", #"^[\d-]+$"#, #"^\u00e9$"#, #"^[\uD83D\uDE00-\uD83D\uDE4F]+$"#, #"^\uD83D\uDE00{2}$"#,
        #"[^\uD83D\uDE00]"#,
        #"^\u{1F600}.$"#, #"^[\u0000-\uFFFF]*$"#, #"^[^\u0000-\uFFFF]$"#, "b?c*d{0,2}$", "^x{3,}y", "ab*?c+?", "",
        "^$", #"[^a-c\s]{2}"#, #"^[\u{1F600}-\u{1F64F}]$"#, #"\.\*\$\^"#, #"^[\b\t]\x41\0$"#, "^é+$", "[a-]z", "[-a]z",
        "^ord_", "^ord_$", "^ab[0-9]+$", "^A[^a]é", "^_x?",
    ]

    static let inputs = [
        "", "AB-1234", "AB-123456789", "ab-1234", "AB-12", "a@b.co", "a b@c.de", "a@b.c", "+4915112345678", "+0123", "aaa",
        "abc", "abcd", "123", "12a", "_x", " ", "\u{3000}", "\n", "\u{2028}", "é", "éé", "e\u{301}", "😀", "😀😀", "x", "xy",
        "xxxy", "bcccdd", "cdd", ".*$^", "\u{8}A\u{0}", "\tA\u{0}", "-z", "az", "bz", "🙏", "🙐", "😀🙏", "\u{1F5FF}", "\u{FFFF}", "\u{10000}", "😀x",
        "\u{10FFFF}", "ord_1", "ord_", "ord", "xord_", "ord_é", "ab12", "ab", "ab1é", "Abé", "Aéé", "_xé", "_",
    ]

    static func program(_ simple: SimplePattern) -> PatternProgram {
        PatternProgram(
            anchoredStart: simple.anchoredStart, anchoredEnd: simple.anchoredEnd,
            steps: simple.steps.map { step in
                .init(ranges: step.ranges.flatMap { [$0.lowerBound, $0.upperBound] }, negated: step.negated, min: step.min, max: step.max)
            })
    }

    static func regex(_ pattern: String) throws -> Regex<AnyRegexOutput> {
        try Regex(ECMAPattern.swiftRegex(pattern).get()).matchingSemantics(.unicodeScalar)
    }

    @Test(arguments: simplePatterns)
    func agreesWithTheRegexOnEveryInput(pattern: String) throws {
        let simple = try #require(SimplePattern.parse(pattern), "\(pattern) is simple")
        let program = Self.program(simple)
        let regex = try Self.regex(pattern)
        var random = SplitMix64(seed: 14)
        let alphabet = Array("AZaz09-_@.+ é😀🙏🙐\n\t\u{3000}\u{FFFF}".unicodeScalars)
        let generated = (0..<300).map { _ in
            String(String.UnicodeScalarView((0..<Int.random(in: 0...10, using: &random)).map { _ in alphabet.randomElement(using: &random)! }))
        }
        for input in Self.inputs + generated {
            #expect(program.matches(input) == input.contains(regex), "\(pattern) on \(input.debugDescription)")
        }
    }

    @Test(arguments: [
        "(ab)+", "a|b", #"\bx"#, #"^a\1$"#, "[]", "[^]", "a{", "a{2,1}", "x}", "a**", "^a^", "a$b", #"\uD83D"#, #"[\uDE00]"#, #"\p{L}"#,
        #"[\d-z]"#, "[z-a]", #"\cA"#, "a(?=b)", "a{1,64}",
    ])
    func leavesOtherPatternsToTheRegex(pattern: String) {
        #expect(SimplePattern.parse(pattern) == nil, "\(pattern)")
    }

    @Test func readsASurrogatePairAsTheCodePointItEncodes() throws {
        let pairs = try #require(SimplePattern.parse(#"^[\uD83D\uDE00-\uD83D\uDE4F]\uD83D\uDE80{2}$"#))
        #expect(pairs == SimplePattern.parse(#"^[\u{1F600}-\u{1F64F}]\u{1F680}{2}$"#))
        #expect(pairs == SimplePattern.parse("^[😀-🙏]🚀{2}$"))
        #expect(pairs.steps.map(\.ranges) == [[0x1F600...0x1F64F], [0x1F680...0x1F680]])
    }

    @Test func readsClassesAsCodePointRanges() throws {
        let simple = try #require(SimplePattern.parse(#"^[a-cb0-9_]\d{4,8}[^\n]*$"#))
        #expect(simple.anchoredStart && simple.anchoredEnd)
        #expect(simple.steps.map(\.ranges) == [[0x30...0x39, 0x5F...0x5F, 0x61...0x63], [0x30...0x39], [0xA...0xA]])
        #expect(
            simple.steps.map(\.min) == [1, 4, 0] && simple.steps.map(\.max) == [1, 8, nil] && simple.steps.map(\.negated) == [false, false, true])
    }
}
