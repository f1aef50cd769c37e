import Foundation
import TestSupport
import Testing

@_spi(Generated) @testable import TrackPlan

@Suite struct JSONWriterFoundationTests {
    @Test func datesMatchFoundationsISO8601FormatterWithMilliseconds() {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        var random = SplitMix64(seed: 7)
        // Foundation switches to the Julian calendar before October 1582; ISO 8601 stays Gregorian (checked below).
        let fixed: [TimeInterval] = [0, -1, -0.001, 951_782_400, 4_102_444_800 - 0.001, -12_212_553_600, 253_402_300_799.999]
        let randoms = (0..<2000).map { _ in Double(Int64.random(in: -12_212_553_600_000...253_402_300_799_999, using: &random)) / 1000 }
        for seconds in fixed + randoms {
            let date = Date(timeIntervalSince1970: seconds)
            var writer = JSONWriter()
            writer.date(date)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == "\"\(formatter.string(from: date))\"", "\(seconds)")
        }
    }

    @Test func datesBeforeTheGregorianReformStayProlepticGregorian() {
        var writer = JSONWriter()
        writer.date(Date(timeIntervalSince1970: -62_135_596_800))
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #""0001-01-01T00:00:00.000Z""#)
    }

    @Test func impossibleDatesAreNullAndCounted() {
        var writer = JSONWriter()
        writer.date(Date(timeIntervalSince1970: .infinity))
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "null")
        #expect(writer.nonFiniteNumberCount == 1)
    }

    @Test func uuidsAreCanonicalLowercase() {
        for _ in 0..<100 {
            let uuid = UUID()
            var writer = JSONWriter()
            writer.uuid(uuid)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == "\"\(uuid.uuidString.lowercased())\"")
        }
    }

    @Test func urlsAndPreEscapedStringsInsideAnObject() throws {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("url")
        writer.url(URL(string: "https://example.com/a?b=\"c\"")!)
        writer.key("const")
        writer.string(escaped: #"say \"hi\""#)
        writer.endObject()
        let object = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: String]
        #expect(object == ["url": "https://example.com/a?b=%22c%22", "const": "say \"hi\""])
    }
}
