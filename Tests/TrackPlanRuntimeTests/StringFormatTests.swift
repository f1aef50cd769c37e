import Testing
@_spi(Generated) import TrackPlan

/// What each `format` accepts at `track` time (and, for the formats Swift types carry, for text values).
@Suite struct StringFormatTests {
    @Test(arguments: [
        (StringFormat.date, "2024-02-29", true), (.date, "2023-02-29", false), (.date, "1900-02-29", false),
        (.date, "2000-02-29", true), (.date, "0001-01-01", true), (.date, "9999-12-31", true), (.date, "2026-04-31", false),
        (.date, "2026-13-01", false), (.date, "2026-00-10", false), (.date, "2026-1-10", false), (.date, "2026-01-10T", false),
        (.dateTime, "2026-11-22T04:55:01Z", true), (.dateTime, "2026-11-22t04:55:01.123456z", true),
        (.dateTime, "2026-11-22T04:55:01+05:30", true), (.dateTime, "2026-11-22T24:00:00Z", false),
        (.dateTime, "2026-11-22T04:55:01", false), (.dateTime, "2026-11-22T04:55:01.Z", false), (.dateTime, "2026-02-30T00:00:00Z", false),
        (.email, "ana@example.com", true), (.email, "ana@example", true), (.email, "ana..b@example.com", false),
        (.email, "\"ana b\"@example.com", true), (.email, "ana @example.com", false), (.email, "@example.com", false),
        (.uuid, "f81d4fae-7dec-11d0-a765-00a0c91e6bf6", true), (.uuid, "f81d4fae7dec11d0a76500a0c91e6bf6", false),
        (.uri, "https://example.com/a?b=c", true), (.uri, "not a uri", false),
    ])
    func accepts(format: StringFormat, value: String, valid: Bool) {
        #expect(format.accepts(value) == valid, "\(format.rawValue) \(value)")
    }

    /// `uri` keeps the app's text in a `URI`, so the validator checks it like the formats that stay strings.
    @Test func theFormatsKeptAsTextAreCheckedAtTrackTime() {
        #expect(StringFormat.allCases.filter(\.isCheckedAtTrackTime) == [.date, .uri, .email])
        #expect(StringFormat.allCases.map(\.swiftTypeName) == ["Date", "String", "URI", "UUID", "String"])
    }
}
