import Foundation
import Testing

@_spi(Generated) @testable import TrackPlan

/// `TrackPlan.JSONValue` (untyped plan values), maps and `URI`: literals, the exact bytes written, and the checks
/// validators run on them. (This test target has its own `JSONValue` for the writer's property tests, so the
/// runtime's is spelt `TrackPlan.JSONValue` here.)
@Suite struct JSONValueWriterTests {
    static func written(_ write: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        write(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func literalsBuildEveryCaseAndObjectsAreWrittenInUTF8KeyOrder() {
        let value: TrackPlan.JSONValue = ["é": 1, "b": [true, nil, 2.5, "s\"q"], "a": ["z": [:], "Z": []], "n": -0.0]
        #expect(
            Self.written { $0.json(value) } == #"{"a":{"Z":[],"z":{}},"b":[true,null,2.5,"s\"q"],"n":-0.0,"é":1}"#)
        #expect(value.objectValue?["é"] == .integer(1))
        #expect(value.objectValue?["b"]?.arrayValue?.first?.boolValue == true)
        #expect(TrackPlan.JSONValue.integer(3).numberValue == 3)
        #expect(TrackPlan.JSONValue.string("x").stringValue == "x")
    }

    @Test func aNonFiniteNumberIsWrittenAsNullCountedAndReportedAtItsPath() {
        let value: TrackPlan.JSONValue = ["list": [1, .number(.infinity)], "a/b": ["x~": .number(.nan)]]
        var writer = JSONWriter()
        writer.json(value)
        #expect(writer.nonFiniteNumberCount == 2)
        var report = ValidationReport()
        report.checkJSONFinite(value, at: "/metadata")
        #expect(Set(report.issues.map(\.path)) == ["/metadata/list/1", "/metadata/a~1b/x~0"])
        #expect(report.issues.allSatisfy { $0.rule == "finite" })
    }

    @Test func mapsAreWrittenInKeyOrderWhateverTheDictionaryOrder() {
        let map = Dictionary(uniqueKeysWithValues: (0..<50).map { ("k\($0)", $0) })
        let keys = JSONWriter.sortedEntries(map).map(\.key)
        #expect(keys == map.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(keys.first == "k0" && keys[1] == "k1" && keys[2] == "k10")
    }

    @Test func mapChecksReportCountsAndEachBadKey() throws {
        let regex = try Regex(#"\Aexp_"#)
        var report = ValidationReport()
        report.checkMinProperties([String: Int](), 1, at: "/m")
        report.checkMaxProperties(["a": 1, "b": 2], 1, at: "/m")
        report.checkPropertyNames(["exp_1": 1, "bad": 2], regex, pattern: "^exp_", at: "/m")
        #expect(report.issues.map { "\($0.path) \($0.rule)" } == ["/m minProperties", "/m maxProperties", "/m/bad propertyNames"])
    }

    @Test func aURIIsSentAsTheAppGaveItAndCheckedByRFC3986() {
        let text = "https://example.com/a%2Fb/%7Euser?q=a+b&x=%E2%82%AC#frag"
        #expect(Self.written { $0.member(escaped: "u", uri: URI(text)) } == #""u":""# + text + #"""#)
        #expect(URI(text).isValid)
        #expect(!URI("example.com/no-scheme").isValid)
        #expect(!URI("https://example.com/a b").isValid)
        let literal: URI = "mailto:someone@example.com"
        #expect(literal.string == "mailto:someone@example.com")
        #expect(URI(URL(string: "https://example.com/x")!).string == "https://example.com/x")
    }
}
