import Testing
import TrackPlanModel

@testable import TrackPlanParse

/// json-c decodes a `\u` escape of half a surrogate pair to U+FFFD without an error; the reader reports it instead
/// (`json-lone-surrogate`, at the escape's backslash), in values and keys, and keeps pairs and escaped backslashes.
@Suite struct LoneSurrogateTests {
    func read(_ text: String) -> JSONReader.Result { JSONReader().read(Array(text.utf8), path: "plan.json") }

    /// Where each lone escape is reported (line:column of its backslash, as the other JSON errors count columns).
    @Test(arguments: [
        (#"{"p": "^\ud83d$"}"#, ["1:9"]),  // a high surrogate in the middle of a value
        (#"{"\udc00": 1}"#, ["1:3"]),  // a low surrogate alone, as a whole key
        (#"{"a": "\ud83dx"}"#, ["1:8"]),  // at the start of a string
        (#"{"a": "x\ud83d"}"#, ["1:9"]),  // at the end of a string
        (#"{"a": "\uDE00"}"#, ["1:8"]),  // a low surrogate alone, upper-case hex
        (#"{"a": "\ud83d\u0041"}"#, ["1:8"]),  // a high surrogate followed by an escape that is not a low one
        (#"{"a": "\ud83d\n"}"#, ["1:8"]),  // ... or by another kind of escape
        (#"{"a": "\ud83d\ud83d"}"#, ["1:8", "1:14"]),  // two high surrogates
        (#"{"a": "\ud83d\ud83d\ude00"}"#, ["1:8"]),  // two highs, the second one paired
        (#"{"a": "\ud83d\ude00\ude00"}"#, ["1:20"]),  // a pair, then a low surrogate alone
        (#"{"a": "\ude00\ud83d"}"#, ["1:8", "1:14"]),  // low before high is not a pair
        (#"{"a": "\\\ud83d"}"#, ["1:10"]),  // an escaped backslash, then a real lone escape
        (#"{"a\ud800b": {"c": ["x", "\udbff"]}}"#, ["1:4", "1:27"]),  // a key and an array element
        ("{\n  \"events\": {\n    \"A\\udfff\": {}\n  }\n}", ["3:7"]),  // the line counts too
    ])
    func reportsEachLoneEscapeAtItsBackslash(input: String, positions: [String]) {
        let result = read(input)
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.ruleID) == Array(repeating: "json-lone-surrogate", count: positions.count))
        #expect(result.diagnostics.map { "\($0.location!.line):\($0.location!.column)" } == positions)
    }

    @Test func messageSaysWhatToWriteInstead() {
        #expect(
            read(#"{"pattern": "^\ud83d$", "\uDC00": 1}"#).diagnostics.map(\.description) == [
                #"plan.json:1:15: error: escape \ud83d is a high surrogate with no low surrogate (\uDC00-\uDFFF) right after it; JSON text must be valid Unicode: write the surrogate pair (like \ud83d\ude00 for 😀) or the character itself [json-lone-surrogate]"#,
                #"plan.json:1:26: error: escape \uDC00 is a low surrogate with no high surrogate (\uD800-\uDBFF) right before it; JSON text must be valid Unicode: write the surrogate pair (like \ud83d\ude00 for 😀) or the character itself [json-lone-surrogate]"#,
            ])
    }

    @Test func pointsAtTheValueOrTheKey() {
        let diagnostics = read(#"{"events": {"A": {"pattern": "\ud83d"}, "\udc00": {}}}"#).diagnostics
        #expect(diagnostics.map { $0.pointer?.description } == ["/events/A/pattern", "/events/\u{FFFD}"])
    }

    /// Two keys that differ only in their lone escapes are both reported as such, not as a duplicate of U+FFFD.
    @Test func keysWithLoneEscapesAreNotDuplicates() {
        let result = read(#"{"\ud800": 1, "\ud801": 2}"#)
        #expect(result.diagnostics.map(\.ruleID) == ["json-lone-surrogate", "json-lone-surrogate"])
    }

    /// Pairs, in either hex case, in keys and values, and `\\ud83d` (an escaped backslash, then text) are fine.
    @Test func keepsPairsAndEscapedBackslashes() throws {
        let result = read(#"{"\ud83d\ude00": "\\ud83d", "b": "\uD83D\uDE00\\", "c": "\\\ud83d\ude00", "d": "\\\\ud83d\u00e9"}"#)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.document?.root)
        #expect(root.members?.map(\.key) == ["😀", "b", "c", "d"])
        #expect(root["😀"]?.value == .string(#"\ud83d"#))
        #expect(root["b"]?.value == .string("😀\\"))
        #expect(root["c"]?.value == .string("\\😀"))
        #expect(root["d"]?.value == .string(#"\\ud83dé"#))
    }
}
