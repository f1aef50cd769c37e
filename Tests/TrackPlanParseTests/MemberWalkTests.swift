import Testing
import TrackPlanModel

@testable import TrackPlanParse

/// The parser pairs each key of the text with json-c's next entry while they agree, and falls back to a lookup by
/// name (and a search for repeats) when they do not: both paths must give the same members, values and diagnostics.
@Suite struct MemberWalkTests {
    func read(_ text: String) -> JSONReader.Result { JSONReader().read(Array(text.utf8), path: "plan.json") }

    @Test func pairsValuesWithTheirKeysAcrossNesting() throws {
        let root = try #require(read(#"{"x": {"a": 1, "b": "s"}, "y": [1, {"c": null, "d": false}], "z": -2.5}"#).document?.root)
        #expect(root.members?.map(\.key) == ["x", "y", "z"])
        #expect(root["x"]?["a"]?.value == .integer(1))
        #expect(root["x"]?["b"]?.value == .string("s"))
        guard case .array(let items)? = root["y"]?.value, items.count == 2 else {
            Issue.record("/y is not a two-element array")
            return
        }
        #expect(items[1]["c"]?.value == .null)
        #expect(items[1]["d"]?.value == .bool(false))
        #expect(items[1]["d"]?.pointer.description == "/y/1/d")
        #expect(root["z"]?.value == .number(-2.5))
    }

    @Test(arguments: [
        // Swift compares keys as Unicode text: the Kelvin sign is K, and e + U+0301 is é, though json-c keeps both.
        (
            #"{"\u212a": 1, "K": 2}"#,
            "plan.json:1:15: error: duplicate key \"K\" in one object (first at line 1, column 2); JSON parsers keep only one of them [duplicate-key]"
        ),
        (
            #"{"e\u0301": 1, "\u00e9": 2}"#,
            "plan.json:1:16: error: duplicate key \"é\" in one object (first at line 1, column 2); JSON parsers keep only one of them [duplicate-key]"
        ),
        (
            #"{"a": 1, "b": 2, "a": {"c": 1e999}}"#,
            "plan.json:1:18: error: duplicate key \"a\" in one object (first at line 1, column 2); JSON parsers keep only one of them [duplicate-key]"
        ),
    ])
    func reportsKeysThatRepeatAsText(input: String, expected: String) {
        let result = read(input)
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.description) == [expected])
    }

    @Test func keepsKeysThatDifferOnlyAfterANul() throws {
        // json-c's names end at a NUL; these keys are looked up by name instead of paired in order.
        let root = try #require(read(#"{"b\u0000c": "first", "b": true, "d": 3}"#).document?.root)
        #expect(root.members?.map(\.key) == ["b\u{0}c", "b", "d"])
        #expect(root["b"]?.value == .bool(true))
        #expect(root["d"]?.value == .integer(3))
    }

    @Test(arguments: [
        ("0", JSONNode.Value.integer(0)), ("-0", .integer(0)), ("7", .integer(7)), ("-42", .integer(-42)),
        ("123456789012345678", .integer(123_456_789_012_345_678)), ("1234567890123456789", .integer(1_234_567_890_123_456_789)),
        ("-9223372036854775808", .integer(.min)), ("9223372036854775807", .integer(.max)), ("1.0", .number(1)), ("2e3", .number(2000)),
    ])
    func readsIntegersExactly(text: String, expected: JSONNode.Value) throws {
        let root = try #require(read("{\"n\": \(text)}").document?.root)
        #expect(root["n"]?.value == expected)
    }

    @Test func givesEveryNodeItsLineAndColumnsReadingForward() throws {
        let root = try #require(read("{\n  \"é\": \"ü\",\n  \"b\": [1,\n 2]\n}").document?.root)
        let member = try #require(root.members?.first)
        #expect(member.keyLocation.description == "plan.json:2:3")
        #expect(member.keyLocation.codePointColumn == nil)
        #expect(member.value.location.description == "plan.json:2:9")
        #expect(member.value.location.codePointColumn == 8)
        guard case .array(let items)? = root["b"]?.value else {
            Issue.record("/b is not an array")
            return
        }
        #expect(items.map(\.location.description) == ["plan.json:3:9", "plan.json:4:2"])
        #expect(root.location.description == "plan.json:1:1")
    }

    @Test func aNodeMadeFromALocationGivesItBack() {
        let location = SourceLocation(file: "Plans/a b/events.json", line: 12, column: 30, codePointColumn: 28)
        let node = JSONNode(value: .null, location: location, pointer: .root)
        #expect(node.location == location)
        #expect(node.location.codePointColumn == 28)
        #expect(JSONMember(key: "k", keyLocation: location, value: node).keyLocation.file == "Plans/a b/events.json")
    }
}
