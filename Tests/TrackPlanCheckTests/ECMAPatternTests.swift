import Testing
import TrackPlanModel

/// `pattern` keeps its ECMA-262 meaning: the rewrite into Swift `Regex` syntax, and the lint errors for what
/// cannot keep it.
@Suite struct ECMAPatternTests {
    @Test(arguments: [
        (#"^\d+$"#, #"\A[0-9]+\z"#), (#"\w"#, "[A-Za-z0-9_]"), (#"[\d.]"#, "[0-9.]"), (".", #"[^\n\r\u{2028}\u{2029}]"#),
        (#"\u00e9"#, #"\u{00e9}"#), ("[]", "(?!)"), ("[^]", #"[\s\S]"#), (#"\p{L}"#, #"\p{L}"#), ("[a&&b]", #"[a\&&b]"#),
    ])
    func rewritesIntoSwiftWithTheSameMeaning(pattern: String, swift: String) throws {
        #expect(try ECMAPattern.swiftRegex(pattern).get() == swift)
    }

    @Test(arguments: [#"\bword\b"#, #"[\D]"#, #"[^\s]x[\W]"#, #"\u12"#, "a\\"])
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
