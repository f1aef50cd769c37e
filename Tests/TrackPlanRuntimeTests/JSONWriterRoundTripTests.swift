import Foundation
import TestSupport
import Testing

@_spi(Generated) @testable import TrackPlan

/// Property test: random JSON values written by `JSONWriter` must read back identically with Foundation's parser.
@Suite struct JSONWriterRoundTripTests {
    @Test(arguments: 0..<8)
    func randomValuesRoundTripThroughJSONDecoder(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<250 {
            let value = RandomJSON.value(depth: 0, using: &random)
            var writer = JSONWriter()
            value.write(into: &writer)
            #expect(writer.nonFiniteNumberCount == 0)
            let back = try JSONDecoder().decode(JSONValue.self, from: Data(writer.bytes))
            #expect(back == value, "seed \(seed): \(String(decoding: writer.bytes, as: UTF8.self))")
        }
    }

    @Test(arguments: 0..<4)
    func randomValuesParseWithJSONSerialization(seed: UInt64) throws {
        var random = SplitMix64(seed: seed &+ 1000)
        for _ in 0..<250 {
            let value = RandomJSON.value(depth: 0, using: &random)
            var writer = JSONWriter()
            value.write(into: &writer)
            let decoded = try JSONSerialization.jsonObject(with: Data(writer.bytes), options: [.fragmentsAllowed])
            #expect(JSONValue(foundation: decoded).numbersErased == value.numbersErased)
        }
    }

    @Test func stringsAndNumbersRoundTripThroughJSONDecoder() throws {
        var random = SplitMix64(seed: 99)
        for _ in 0..<2000 {
            let text = RandomJSON.string(using: &random)
            let number = RandomJSON.double(using: &random)
            let integer = RandomJSON.integer(using: &random)
            var writer = JSONWriter()
            writer.beginArray()
            writer.string(text)
            writer.number(number)
            writer.integer(integer)
            writer.endArray()
            let (decodedText, decodedNumber, decodedInteger) = try JSONDecoder().decode(Triple.self, from: Data(writer.bytes)).values
            #expect(Array(decodedText.unicodeScalars) == Array(text.unicodeScalars))
            #expect(decodedNumber.bitPattern == number.bitPattern, "\(number) written as \(String(decoding: writer.bytes, as: UTF8.self))")
            #expect(decodedInteger == integer)
        }
    }

    @Test func extremeIntegersAndDoubles() throws {
        let integers = [Int.min, Int.max, 0, -1, 1, Int(Int32.min), 1 << 53, -(1 << 53) - 1]
        let doubles: [Double] = [
            0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, 1e15, 1e15 - 1, 1e16, 0.1, 1.0 / 3, Double.leastNonzeroMagnitude.nextUp, Double.leastNormalMagnitude.nextDown,
            123456789.125,
        ]
        for integer in integers { try #require(roundTrip(.integer(integer)) == .integer(integer)) }
        for double in doubles {
            let back = try roundTrip(.double(double))
            #expect(back == .double(double), "\(double)")
        }
    }

    @Test func nonFiniteNumbersAreWrittenAsNullAndCounted() {
        var writer = JSONWriter()
        writer.beginArray()
        writer.number(.nan)
        writer.number(.infinity)
        writer.number(-.infinity)
        writer.number(1.5)
        writer.endArray()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "[null,null,null,1.5]")
        #expect(writer.nonFiniteNumberCount == 3)
        writer.reset()
        #expect(writer.nonFiniteNumberCount == 0)
    }

    @Test func controlCharactersAreEscapedAsRFC8259Requires() {
        var writer = JSONWriter()
        writer.string("a\u{0}b\u{1F}\"\\\n\r\t\u{8}\u{C}\u{7F}\u{2028}😀")
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #""a\u0000b\u001f\"\\\n\r\t\b\f"# + "\u{7F}\u{2028}😀\"")
    }

    /// Short text is written with one append (comma, quotes, colon and all), longer text or text to escape piece by
    /// piece: both give the same bytes, at the boundary too, for keys and values, first in a container or not.
    @Test func shortAndLongTextAreWrittenAlike() throws {
        let limit = JSONWriter.shortText
        for count in [0, 1, limit - 1, limit, limit + 1, 3 * limit] {
            for needsEscape in [false, true] {
                let text = String(repeating: "k", count: count) + (needsEscape ? "\"" : "")
                let escaped = String(repeating: "k", count: count) + (needsEscape ? #"\""# : "")
                var writer = JSONWriter()
                writer.beginObject()
                writer.key(text)
                writer.string(text)
                writer.key("second")
                writer.beginArray()
                writer.string(text)
                writer.string(text)
                writer.integer(-42)
                writer.number(2.5)
                writer.integer(0)
                writer.endArray()
                writer.endObject()
                let expected = #"{"\#(escaped)":"\#(escaped)","second":["\#(escaped)","\#(escaped)",-42,2.5,0]}"#
                #expect(String(decoding: writer.bytes, as: UTF8.self) == expected, "\(count) \(needsEscape)")
            }
        }
    }

    /// A runtime key is scrubbed like a value while the scrubber is on.
    @Test func runtimeKeysAreScrubbedLikeValues() {
        var writer = JSONWriter()
        writer.scrubsPII = true
        writer.beginObject()
        writer.key("mail jane@example.com")
        writer.string("plain")
        writer.endObject()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"mail <email>":"plain"}"#)
        #expect(writer.scrubbedPII.total == 1)
    }

    private func roundTrip(_ value: JSONValue) throws -> JSONValue {
        var writer = JSONWriter()
        value.write(into: &writer)
        return try JSONDecoder().decode(JSONValue.self, from: Data(writer.bytes))
    }
}

private struct Triple: Decodable {
    var values: (String, Double, Int)
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        values = (try container.decode(String.self), try container.decode(Double.self), try container.decode(Int.self))
    }
}
