import Testing

@_spi(Generated) @testable import TrackPlan

/// The key scan that keeps additions from duplicating a member: nested objects, arrays and strings with quotes,
/// braces and colons in them are not keys.
@Suite struct JSONObjectKeysTests {
    func keys(_ json: String, at start: Int = 0) -> [String] {
        let bytes = Array(json.utf8)
        return JSONObjectKeys.ranges(in: bytes, objectAt: start).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func findsOnlyTheTopLevelKeys() {
        #expect(keys(#"{"a":1,"b":{"c":2,"d":[{"e":3}]},"f":"g:\"h\":{","i":["j:"]}"#) == [#""a""#, #""b""#, #""f""#, #""i""#])
        #expect(keys("{}").isEmpty)
        #expect(keys(#"{"x":{"inner":1}}"#) == [#""x""#])
    }

    @Test func startsAtTheObjectItIsGivenAndStopsAtItsEnd() {
        #expect(keys(#"{"outer":1,"properties":{"p":1}}"#, at: 24) == [#""p""#])
    }

    @Test func mergeWritesIntoEmptyAndFullObjects() {
        var writer = JSONWriter()
        writer.beginObject()
        writer.endObject()
        writer.merge([.init(name: "a", value: 1), .init(name: "q\"", value: .null)], intoObjectAt: 0)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"a":1,"q\"":null}"#)
        writer.merge([.init(name: "a", value: 2), .init(name: "b", value: false)], intoObjectAt: 0)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"a":1,"q\"":null,"b":false}"#)
    }
}
