import Foundation
import Testing

@_spi(Generated) @testable import TrackPlan

/// The one-call members write what a key and then the value write: `member(escaped:…)` writes both in one reservation
/// where it can, so its bytes, scrub counts and non-finite count are checked against the two calls in every state the
/// writer can be in (first member or not, scrubber on or off, inside a `send` value).
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

    static let strings = [
        "", "EUR", "ord_12345", "leave at the door", #"say "hi""#, "back\\slash", "line\nbreak", "tab\t", "me@example.com",
        "card 4111 1111 1111 1111", "é😀", String(repeating: "a", count: 120), String(repeating: "b", count: 121),
        String(repeating: "7", count: 130),
    ]
    static let integers = [0, 1, -1, 9, 10, 99, 100, -100, 1_000_000_007, Int.max, Int.min, Int.max - 1]
    static let numbers: [Double] = [
        0, -0.0, 1, -1, 42.5, 59.9, -3.25, 0.001, 0.000_999, 1e-7, 1.0 / 3, 2e9 + 0.5, 999_999_999.999_999, 1e15 - 1, 1e15, 1e16, 1e300,
        .nan, .infinity, -.infinity, .leastNonzeroMagnitude, 0.1 + 0.2,
    ]

    /// The text and counters after writing `members` with `fused` and with `separate`, for every writer state.
    func expectSame(_ label: String, fused: (inout JSONWriter) -> Void, separate: (inout JSONWriter) -> Void) {
        for scrubs in [false, true] {
            for inSend in [false, true] {
                for first in [false, true] {
                    var results: [(String, Int, Int)] = []
                    for fusedFirst in [true, false] {
                        var writer = JSONWriter()
                        writer.scrubsPII = scrubs
                        writer.beginObject()
                        if !first { writer.member(escaped: "before", integer: 1) }
                        if inSend { writer.beginVerbatim() }
                        if fusedFirst { fused(&writer) } else { separate(&writer) }
                        if inSend { writer.endVerbatim() }
                        writer.endObject()
                        results.append((String(decoding: writer.bytes, as: UTF8.self), writer.scrubbedPII.total, writer.nonFiniteNumberCount))
                    }
                    #expect(results[0] == results[1], "\(label), scrubber \(scrubs), in send \(inSend), first \(first)")
                }
            }
        }
    }

    @Test func membersWriteWhatTheKeyAndTheValueWrite() {
        for value in Self.strings {
            expectSame(value.debugDescription, fused: { $0.member(escaped: "k", string: value) }) {
                $0.key(escaped: "k")
                $0.string(value)
            }
            expectSame("escaped key", fused: { $0.member(escaped: #"say \"hi\""#, string: value) }) {
                $0.key(escaped: #"say \"hi\""#)
                $0.string(value)
            }
        }
        for value in Self.integers {
            expectSame("\(value)", fused: { $0.member(escaped: "item_count", integer: value) }) {
                $0.key(escaped: "item_count")
                $0.integer(value)
            }
        }
        for value in Self.numbers + Self.numbers.map(-) {
            expectSame("\(value)", fused: { $0.member(escaped: "total", number: value) }) {
                $0.key(escaped: "total")
                $0.number(value)
            }
        }
        for value in [false, true] {
            expectSame("\(value)", fused: { $0.member(escaped: "is_gift", bool: value) }) {
                $0.key(escaped: "is_gift")
                $0.bool(value)
            }
        }
        expectSame("null", fused: { $0.memberNull(escaped: "coupon") }) {
            $0.key(escaped: "coupon")
            $0.null()
        }
    }
}
