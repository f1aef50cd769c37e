import Foundation
import Testing

@_spi(Generated) @testable import TrackPlan

@Suite struct JSONWriterMemberTests {
    /// Each one-call member writes exactly what `key(escaped:)` followed by the value method writes.
    @Test func membersMatchKeyThenValue() throws {
        let date = Date(timeIntervalSince1970: 1_795_000_000.5)
        let url = try #require(URL(string: "https://example.com/a?b=c"))
        let uuid = try #require(UUID(uuidString: "F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6"))

        var fused = JSONWriter()
        fused.beginObject()
        fused.member(escaped: "s", string: "a\"b")
        fused.member(escaped: "i", integer: -42)
        fused.member(escaped: "n", number: 0.25)
        fused.member(escaped: "b", bool: true)
        fused.member(escaped: "d", date: date)
        fused.member(escaped: "u", url: url)
        fused.member(escaped: "id", uuid: uuid)
        fused.endObject()

        var separate = JSONWriter()
        separate.beginObject()
        separate.key(escaped: "s")
        separate.string("a\"b")
        separate.key(escaped: "i")
        separate.integer(-42)
        separate.key(escaped: "n")
        separate.number(0.25)
        separate.key(escaped: "b")
        separate.bool(true)
        separate.key(escaped: "d")
        separate.date(date)
        separate.key(escaped: "u")
        separate.url(url)
        separate.key(escaped: "id")
        separate.uuid(uuid)
        separate.endObject()

        #expect(fused.bytes == separate.bytes)
        #expect(String(decoding: fused.bytes, as: UTF8.self).hasPrefix(#"{"s":"a\"b","i":-42,"n":0.25,"b":true,"d":""#))
    }
}
