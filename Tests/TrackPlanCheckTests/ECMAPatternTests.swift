import Testing
import TrackPlanModel

/// `pattern` keeps its ECMA-262 meaning: the rewrite into Swift `Regex` syntax, and the lint errors for what
/// cannot keep it.
@Suite struct ECMAPatternTests {
    @Test(arguments: [
        (#"^\d+$"#, #"\A[0-9]+\z"#), (#"\w"#, "[A-Za-z0-9_]"), (#"[\d.]"#, "[0-9.]"), (".", #"[^\n\r\u{2028}\u{2029}]"#),
        (#"\u00e9"#, #"\u{E9}"#), ("[]", "(?!)"), ("[^]", #"[\s\S]"#), (#"\p{L}"#, #"\p{L}"#), ("[a&&b]", #"[a\&&b]"#),
    ])
    func rewritesIntoSwiftWithTheSameMeaning(pattern: String, swift: String) throws {
        #expect(try ECMAPattern.swiftRegex(pattern).get() == swift)
    }

    /// A high surrogate escape followed by a low one is one code point, outside and inside classes, as `\u{…}` is.
    @Test(arguments: [
        (#"\uD83D\uDE00"#, #"\u{1F600}"#), (#"^[\uD83D\uDE00-\uD83D\uDE4F]+$"#, #"\A[\u{1F600}-\u{1F64F}]+\z"#),
        (#"\ud83d\ude00{2}"#, #"\u{1F600}{2}"#), (#"\u{1f600}\u{0001F600}\u{0}"#, #"\u{1F600}\u{1F600}\u{0}"#),
        (#"[^\u0000-\uFFFF]"#, #"[^\u{0}-\u{FFFF}]"#), (#"\uD7FF\uE000"#, #"\u{D7FF}\u{E000}"#),
    ])
    func readsSurrogatePairsAsOneCodePoint(pattern: String, swift: String) throws {
        #expect(try ECMAPattern.swiftRegex(pattern).get() == swift)
    }

    /// A surrogate escape that is not half of a pair (or `\u{D800}`…`\u{DFFF}`) stands for an unpaired UTF-16 half,
    /// which a Swift `String` never holds: rejected rather than silently matching nothing.
    @Test(arguments: [
        #"\uD83D"#, #"\uDE00"#, #"a\uD83Dx"#, #"\uDE00\uD83D"#, #"\u{D83D}\u{DE00}"#, #"\uD83D\u{DE00}"#, #"[\uD800-\uDBFF][\uDC00-\uDFFF]"#,
        #"[^\uD83D]"#, #"\uD83D\uD83D\uDE00"#, #"[\u0000-\uDFFF]"#,
    ])
    func rejectsALoneSurrogate(pattern: String) {
        #expect(throws: ECMAPattern.Unsupported.self) { try ECMAPattern.swiftRegex(pattern).get() }
    }

    @Test(arguments: [#"\bword\b"#, #"[\D]"#, #"[^\s]x[\W]"#, #"\u12"#, "a\\", #"\u{110000}"#, #"\u{}"#, #"\u{12"#, #"\u{12345678}"#])
    func rejectsWhatCannotKeepItsMeaning(pattern: String) {
        #expect(throws: ECMAPattern.Unsupported.self) { try ECMAPattern.swiftRegex(pattern).get() }
    }

    @Test func lintReportsAPatternItCannotHonour() {
        let diagnostics = PlanFixtures.diagnostics([
            "events.json": #"{"events": {"A": {"properties": {"a": {"type": "string", "pattern": "\\bx"}}}}}"#
        ])
        #expect(
            diagnostics.contains { $0.contains("error: pattern \"\\bx\" cannot be checked with its ECMA-262 meaning: '\\b' (a word boundary") },
            "\(diagnostics)")
    }

    @Test func lintReportsALoneSurrogateAtThePattern() {
        let diagnostics = PlanFixtures.diagnostics([
            "events.json": """
            {"events": {"A": {"properties": {
              "a": {"type": "string", "pattern": "^[\\\\uD800-\\\\uDBFF][\\\\uDC00-\\\\uDFFF]$"}}}}}
            """
        ])
        let expected =
            #"events.json:2:38: error: pattern "^[\uD800-\uDBFF][\uDC00-\uDFFF]$" cannot be checked with its ECMA-262 meaning: '\uD800' is a high surrogate not followed by a low surrogate escape"#
        #expect(diagnostics.contains { $0.hasPrefix(expected) && $0.hasSuffix("[invalid-pattern]") }, "\(diagnostics)")
    }

    @Test func lintAcceptsSurrogatePairs() {
        let diagnostics = PlanFixtures.diagnostics([
            "events.json": #"{"events": {"A": {"properties": {"a": {"type": "string", "pattern": "^[\\uD83D\\uDE00-\\uD83D\\uDE4F]\\u{1F680}$"}}}}}"#
        ])
        #expect(!diagnostics.contains { $0.contains("invalid-pattern") }, "\(diagnostics)")
    }

    @Test func aBooleanEnumOfOneValueIsAConst() throws {
        let plan = try #require(
            PlanFixtures.load(["events.json": #"{"events": {"A": {"properties": {"on": {"type": "boolean", "enum": [true]}}}}}"#]).plan)
        #expect(plan.events[0].properties.properties[0].schema.constValue == .bool(true))
    }

    @Test func lintOutputShowsControlCharactersEscaped() {
        let diagnostics = PlanFixtures.diagnostics(["events.json": "{\"events\": {\"A\\u001b[31m\": {\"properties\": {}, \"bogus\": 1}}}"])
        #expect(diagnostics.allSatisfy { !$0.unicodeScalars.contains("\u{1B}") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.contains("\\u{1B}") }, "\(diagnostics)")
    }
}
