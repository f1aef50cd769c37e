import Foundation

/// A moment as UTC calendar fields with millisecond precision, in the proleptic Gregorian calendar that ISO 8601
/// and RFC 3339 use (also before 1582), computed arithmetically: no formatter, no locale, no time-zone database.
///
/// The one rounding rule for every timestamp the runtime writes (`timestamp`, `sentAt`, `format: date-time`
/// properties): a `Date` is rounded to the NEAREST millisecond (halves away from zero) before it is split into
/// fields. Truncating would turn a whole number of milliseconds that `Double` stores a hair low (for example
/// `Date(timeIntervalSince1970: 1_700_000_000_123 / 1000)`) into the millisecond before it.
struct UTCDateTime: Hashable, Sendable {
    var year: Int64
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    var millisecond: Int

    static let millisecondsPerDay: Int64 = 86_400_000

    /// The fields of `date`, or nil when it is not a real moment (not finite, or beyond ±9e18 milliseconds).
    init?(_ date: Date) {
        guard let milliseconds = Self.millisecondsSince1970(date) else { return nil }
        self.init(millisecondsSince1970: milliseconds)
    }

    init(millisecondsSince1970 milliseconds: Int64) {
        let (days, millisecondOfDay) = Self.floorDivide(milliseconds, Self.millisecondsPerDay)
        (year, month, day) = Self.civilDate(daysSince1970: days)
        let rest = Int(millisecondOfDay)
        hour = rest / 3_600_000
        minute = rest / 60_000 % 60
        second = rest / 1000 % 60
        millisecond = rest % 1000
    }

    /// `date` in whole milliseconds since 1970-01-01T00:00:00Z by the rounding rule above, or nil when out of range.
    static func millisecondsSince1970(_ date: Date) -> Int64? {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard milliseconds.isFinite, abs(milliseconds) < 9.0e18 else { return nil }
        return Int64(milliseconds)
    }

    /// Year, month (1–12) and day (1–31) of a day count from 1970-01-01 (days-to-civil, 400-year eras).
    static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int, day: Int) {
        let (era, dayOfEra) = floorDivide(days + 719_468, 146_097)  // eras start on 0000-03-01
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // from March 1st
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        let month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day count from 1970-01-01 of a calendar date: the inverse of `civilDate(daysSince1970:)`.
    static func daysSince1970(year: Int64, month: Int, day: Int) -> Int64 {
        let marchYear = month <= 2 ? year - 1 : year
        let (era, yearOfEra) = floorDivide(marchYear, 400)
        let dayOfYear = Int64((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1)
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func isLeapYear(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// 28 to 31; 0 for a month outside 1–12.
    static func daysInMonth(_ month: Int, year: Int64) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        case 1...12: return 31
        default: return 0
        }
    }

    /// `2026-11-22T04:55:01.123Z`. Years past 9999 take more digits; years before 1 a leading `-` (ISO 8601's
    /// expanded form; RFC 3339 covers 0000–9999).
    var text: String {
        var bytes: [UInt8] = []
        appendText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as ASCII bytes, without building a `String`.
    func appendText(to bytes: inout [UInt8]) {
        guard hasFixedWidthText else { return appendAnyYear(to: &bytes) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { text in
            writeFixedWidthText(to: text.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(text))
        }
    }

    /// Whether `text` has 24 bytes (years 0…9999): every timestamp `track` writes.
    var hasFixedWidthText: Bool { (0...9999).contains(year) }

    /// The 24 bytes of `text` at `text`, for a moment with `hasFixedWidthText`.
    @inline(__always)
    func writeFixedWidthText(to text: UnsafeMutablePointer<UInt8>) {
        func put(_ value: Int, digits: Int, at offset: Int) {
            var value = value
            for index in stride(from: offset + digits - 1, through: offset, by: -1) {
                text[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                value /= 10
            }
        }
        put(Int(year), digits: 4, at: 0)
        text[4] = UInt8(ascii: "-")
        put(month, digits: 2, at: 5)
        text[7] = UInt8(ascii: "-")
        put(day, digits: 2, at: 8)
        text[10] = UInt8(ascii: "T")
        put(hour, digits: 2, at: 11)
        text[13] = UInt8(ascii: ":")
        put(minute, digits: 2, at: 14)
        text[16] = UInt8(ascii: ":")
        put(second, digits: 2, at: 17)
        text[19] = UInt8(ascii: ".")
        put(millisecond, digits: 3, at: 20)
        text[23] = UInt8(ascii: "Z")
    }

    /// Years outside 0…9999: a sign and as many digits as the year needs.
    private func appendAnyYear(to bytes: inout [UInt8]) {
        if year < 0 { bytes.append(UInt8(ascii: "-")) }
        Self.append(year.magnitude, width: 4, to: &bytes)
        Self.append(UInt64(month), width: 2, after: "-", to: &bytes)
        Self.append(UInt64(day), width: 2, after: "-", to: &bytes)
        Self.append(UInt64(hour), width: 2, after: "T", to: &bytes)
        Self.append(UInt64(minute), width: 2, after: ":", to: &bytes)
        Self.append(UInt64(second), width: 2, after: ":", to: &bytes)
        Self.append(UInt64(millisecond), width: 3, after: ".", to: &bytes)
        bytes.append(UInt8(ascii: "Z"))
    }

    /// Appends `separator`, then `value` in decimal, left-padded with zeros to at least `width` digits.
    private static func append(_ value: UInt64, width: Int, after separator: Unicode.Scalar? = nil, to bytes: inout [UInt8]) {
        if let separator { bytes.append(UInt8(ascii: separator)) }
        var divisor: UInt64 = 1
        var digits = 1
        while value / divisor >= 10 {
            divisor *= 10
            digits += 1
        }
        for _ in 0..<max(0, width - digits) { bytes.append(UInt8(ascii: "0")) }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8((value / divisor) % 10))
            divisor /= 10
        }
    }

    /// Quotient rounded toward minus infinity, and the non-negative remainder.
    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let quotient = value >= 0 ? value / divisor : (value - divisor + 1) / divisor
        return (quotient, value - quotient * divisor)
    }
}
