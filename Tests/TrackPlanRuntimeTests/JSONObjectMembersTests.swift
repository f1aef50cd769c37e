import Testing

@_spi(Generated) @testable import TrackPlan

/// The member scan that keeps additions from duplicating a member and splits encoded super properties: nested
/// objects, arrays and strings with quotes, braces, commas and colons in them are not members.
@Suite struct JSONObjectMembersTests {
    func members(_ json: String, at start: Int = 0) -> [String] {
        let bytes = Array(json.utf8)
        return JSONObjectMembers.ranges(in: bytes, objectAt: start).map {
            String(decoding: bytes[$0.key], as: UTF8.self) + "=" + String(decoding: bytes[$0.value], as: UTF8.self)
        }
    }

    @Test func findsOnlyTheTopLevelMembers() {
        #expect(
            members(#"{"a":1,"b":{"c":2,"d":[{"e":3}]},"f":"g:\"h\",{","i":["j:",1]}"#) == [
                #""a"=1"#, #""b"={"c":2,"d":[{"e":3}]}"#, #""f"="g:\"h\",{""#, #""i"=["j:",1]"#,
            ])
        #expect(members("{}").isEmpty)
    }

    @Test func startsAtTheObjectItIsGivenAndStopsAtItsEnd() {
        #expect(members(#"{"outer":1,"properties":{"p":true},"after":2}"#, at: 24) == [#""p"=true"#])
    }

    @Test func mergeWritesIntoEmptyAndFullObjectsAndTheFirstValueWins() {
        var writer = JSONWriter()
        writer.beginObject()
        writer.endObject()
        writer.merge([.init(name: "a", value: 1), .init(name: "q\"", value: .null)], intoObjectAt: 0)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"a":1,"q\"":null}"#)
        writer.merge([.init(name: "a", value: 2), .init(name: "b", value: false), .init(name: "b", value: true)], intoObjectAt: 0)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"a":1,"q\"":null,"b":false}"#)
    }

    @Test func aNameInsideAStringValueIsNotAMember() {
        var writer = JSONWriter()
        writer.raw(Array(#"{"note":"\"tier\":1","n":{"tier":2}}"#.utf8))
        writer.merge([.init(name: "tier", value: 3)], intoObjectAt: 0)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"note":"\"tier\":1","n":{"tier":2},"tier":3}"#)
        writer.merge([.init(name: "n", value: 4), .init(name: "tier", value: 5)], intoObjectAt: 0)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"note":"\"tier\":1","n":{"tier":2},"tier":3}"#)
    }

    @Test func anEmptyNameIsMergedOnce() {
        var writer = JSONWriter()
        writer.raw(Array(#"{"a":1}"#.utf8))
        writer.merge([.init(name: "", value: 1)], intoObjectAt: 0)
        writer.merge([.init(name: "", value: 2)], intoObjectAt: 0)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"a":1,"":1}"#)
    }
}
