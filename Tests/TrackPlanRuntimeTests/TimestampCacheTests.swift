import Testing

@_spi(Generated) @testable import TrackPlan

@Suite struct TimestampCacheTests {
    /// The cached text is `UTCDateTime`'s for every millisecond, within a second, across seconds, days and years, and
    /// before 1970; a year outside 0–9999 is left to `UTCDateTime`.
    @Test func cachedTextMatchesTheFormattedOne() {
        var cache = TimestampCache()
        let starts: [Int64] = [0, -1, -999, -1000, -1001, 1_700_000_000_000, 1_767_225_599_998, 951_782_399_990, 253_402_300_797_000]
        for start in starts {
            for milliseconds in start..<(start + 2_005) {
                guard let text = cache.text(millisecondsSince1970: milliseconds) else {
                    Issue.record("no text for \(milliseconds)")
                    return
                }
                let cached = withUnsafeBytes(of: text) { String(decoding: $0, as: UTF8.self) }
                #expect(cached == UTCDateTime(millisecondsSince1970: milliseconds).text, "\(milliseconds)")
                if cached != UTCDateTime(millisecondsSince1970: milliseconds).text { return }
            }
        }
        #expect(cache.text(millisecondsSince1970: 253_402_300_800_000) == nil)  // year 10000
        #expect(cache.text(millisecondsSince1970: -62_167_219_200_001) == nil)  // year -1
    }

    @Test func theWriterQuotesIt() {
        var cache = TimestampCache()
        var writer = JSONWriter()
        writer.beginArray()
        writer.timestamp(cache.text(millisecondsSince1970: 1_700_000_000_123)!)
        writer.timestamp(millisecondsSince1970: 1_700_000_000_123)
        writer.endArray()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"["2023-11-14T22:13:20.123Z","2023-11-14T22:13:20.123Z"]"#)
    }
}
