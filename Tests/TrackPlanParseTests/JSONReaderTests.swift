import Testing
import TrackPlanModel

@testable import TrackPlanParse

@Suite struct JSONReaderTests {
    func read(_ text: String) -> JSONReader.Result { JSONReader().read(Array(text.utf8), path: "plan.json") }

    @Test func keepsKeyOrderAndPositions() throws {
        let result = read("{\n  \"b\": 1,\n  \"a\": [true, null, \"x\"]\n}")
        let root = try #require(result.document?.root)
        #expect(root.members?.map(\.key) == ["b", "a"])
        #expect(root["a"]?.location.description == "plan.json:3:8")
        guard case .array(let items) = root["a"]?.value, items.count == 3 else {
            Issue.record("/a is not a three-element array")
            return
        }
        #expect(items[2].location.description == "plan.json:3:21")
        #expect(root["a"]?.pointer.description == "/a")
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "plan.json:1:8: error: trailing comma before '}' is not allowed in JSON [json-syntax]"),
        (
            "{\"a\": 1",
            "plan.json:1:8: error: unexpected end of file: the JSON value is incomplete (truncated file or missing closing bracket) [json-syntax]"
        ),
        ("{\n // c\n}", "plan.json:2:2: error: comments are not allowed in JSON; use a \"description\" keyword instead [json-syntax]"),
        ("\u{FEFF}{}", "plan.json:1:1: error: file starts with a UTF-8 byte-order mark; save it as UTF-8 without BOM [json-byte-order-mark]"),
        ("{\"a\": \u{0}}", "plan.json:1:7: error: file contains a NUL byte; plan files must be UTF-8 text [json-nul-byte]"),
        (
            "{\"a\": 1, \"a\": 2}",
            "plan.json:1:10: error: duplicate key \"a\" in one object (first at line 1, column 2); JSON parsers keep only one of them [duplicate-key]"
        ),
        ("{\"a\": 1e999}", "plan.json:1:7: error: number 1e999 is not a finite 64-bit floating-point value [number-out-of-range]"),
        ("{\"a\": 99999999999999999999}", "plan.json:1:7: error: integer 99999999999999999999 does not fit in 64 bits [number-out-of-range]"),
        ("{\"a\": NaN}", "plan.json:1:7: error: NaN is not a JSON number (NaN and Infinity cannot be written in JSON) [json-syntax]"),
    ])
    func rejectsMalformedJSON(input: String, expected: String) {
        let result = read(input)
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.description) == [expected])
    }

    @Test func rejectsInvalidUTF8() {
        let result = JSONReader().read([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], path: "p.json")
        #expect(result.diagnostics.map(\.description) == ["p.json:1:3: error: invalid UTF-8 byte 0xFF; plan files must be UTF-8 [json-invalid-utf8]"])
    }

    @Test func rejectsDeepNesting() {
        let text = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let result = read(text)
        #expect(result.diagnostics.first?.ruleID == "json-too-deep")
    }

    @Test func rejectsOversizedFiles() {
        let result = JSONReader(limits: JSONReadLimits(maximumFileSize: 10)).read(Array("{\"aaaaaaaaaaa\": 1}".utf8), path: "p.json")
        #expect(result.diagnostics.first?.ruleID == "file-too-large")
    }

    @Test func decodesEscapedKeysForDuplicateDetection() {
        let result = read("{\"a\": 1, \"\\u0061\": 2}")
        #expect(result.diagnostics.first?.ruleID == "duplicate-key")
    }
}
