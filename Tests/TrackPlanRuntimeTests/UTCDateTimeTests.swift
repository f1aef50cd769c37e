import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// The one calendar and its one rounding rule (nearest millisecond), at the edges: leap years, year 1 and
/// year 9999, negative epochs, and rounding that carries into the next day.
@Suite struct UTCDateTimeTests {
    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00.000Z"),
        (-0.001, "1969-12-31T23:59:59.999Z"),
        (-0.0004, "1970-01-01T00:00:00.000Z"),  // nearer to the epoch than to the millisecond before it
        (-0.0006, "1969-12-31T23:59:59.999Z"),
        (-86_400.0, "1969-12-31T00:00:00.000Z"),
        (-2_208_988_800.0, "1900-01-01T00:00:00.000Z"),
        (951_782_400.0, "2000-02-29T00:00:00.000Z"),  // 2000: divisible by 400, a leap year
        (-2_203_891_200.0, "1900-03-01T00:00:00.000Z"),  // 1900: divisible by 100, not a leap year
        (1_709_164_800.999, "2024-02-29T00:00:00.999Z"),
        (4_107_542_400.0, "2100-03-01T00:00:00.000Z"),  // 2100-02-28 is followed by March 1st
        (1_700_000_000.123, "2023-11-14T22:13:20.123Z"),
        (86_399.9996, "1970-01-02T00:00:00.000Z"),  // rounding carries into the next day
        (-62_135_596_800.0, "0001-01-01T00:00:00.000Z"),
        (253_402_300_799.999, "9999-12-31T23:59:59.999Z"),
        (-62_135_596_800.001, "0000-12-31T23:59:59.999Z"),
        (253_402_300_800.0, "10000-01-01T00:00:00.000Z"),
        (-62_167_219_200.001, "-0001-12-31T23:59:59.999Z"),
    ])
    func formatsEdgeMoments(seconds: Double, text: String) throws {
        #expect(try #require(UTCDateTime(Date(timeIntervalSince1970: seconds))).text == text)
    }

    @Test func everyWholeMillisecondRoundTripsThroughDate() {
        var random = SplitMix64(seed: 1)
        for _ in 0..<20_000 {
            let milliseconds = Int64.random(in: -62_135_596_800_000...253_402_300_799_999, using: &random)
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            #expect(UTCDateTime.millisecondsSince1970(date) == milliseconds)
        }
    }

    /// Walks every day of three spans of 401 years (the calendar repeats every 400): from year 1, across the epoch,
    /// and up to 9999-12-31. Each day follows the one before, months have the right length (leap years by the
    /// Gregorian rule), and days-to-date and date-to-days invert each other.
    @Test(arguments: [(Int64(1), Int64(401)), (1800, 2200), (9599, 9999)])
    func everyDayFollowsTheDayBefore(from firstYear: Int64, to lastYear: Int64) {
        let first = UTCDateTime.daysSince1970(year: firstYear, month: 1, day: 1)
        let last = UTCDateTime.daysSince1970(year: lastYear, month: 12, day: 31)
        var previous = (year: firstYear - 1, month: 12, day: 31)
        var failures = 0
        for days in first...last {
            let date = UTCDateTime.civilDate(daysSince1970: days)
            let expected: (year: Int64, month: Int, day: Int) =
                previous.day < UTCDateTime.daysInMonth(previous.month, year: previous.year)
                ? (previous.year, previous.month, previous.day + 1)
                : previous.month < 12 ? (previous.year, previous.month + 1, 1) : (previous.year + 1, 1, 1)
            if date != expected || UTCDateTime.daysSince1970(year: date.year, month: date.month, day: date.day) != days {
                failures += 1
                if failures <= 5 { Issue.record("day \(days): \(date), expected \(expected)") }
            }
            previous = date
        }
        #expect(failures == 0)
    }

    @Test func dayCountsOfYear1AndYear9999() {
        #expect(UTCDateTime.daysSince1970(year: 1, month: 1, day: 1) == -719_162)
        #expect(UTCDateTime.daysSince1970(year: 9999, month: 12, day: 31) == 2_932_896)
        #expect(UTCDateTime.daysSince1970(year: 1970, month: 1, day: 1) == 0)
    }

    @Test func leapYearsFollowTheGregorianRule() {
        #expect([4, 1996, 2000, 2024, 2400].allSatisfy { UTCDateTime.isLeapYear($0) })
        #expect(![1, 1900, 2023, 2100, 9999].contains { UTCDateTime.isLeapYear($0) })
        #expect(UTCDateTime.daysInMonth(2, year: 2000) == 29 && UTCDateTime.daysInMonth(2, year: 1900) == 28)
        #expect(UTCDateTime.daysInMonth(13, year: 2000) == 0)
    }

    @Test func impossibleMomentsHaveNoFields() {
        #expect(UTCDateTime(Date(timeIntervalSince1970: .infinity)) == nil)
        #expect(UTCDateTime(Date(timeIntervalSince1970: .nan)) == nil)
        #expect(UTCDateTime(Date(timeIntervalSince1970: 1e17)) == nil)
    }
}
