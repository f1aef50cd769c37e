import Foundation

/// Foundation values as JSON strings, written without formatters: `format: date-time` → `Date`,
/// `format: uri` → `URL`, `format: uuid` → `UUID`.
extension JSONWriter {
    /// Writes `"2026-11-22T05:07:09.123Z"`: RFC 3339 / ISO 8601 in UTC with milliseconds (rounded to the nearest).
    /// A date whose milliseconds do not fit in `Int64` (not a real moment) is written as `null` and counted in
    /// `nonFiniteNumberCount`, like a non-finite number.
    public mutating func date(_ value: Date) {
        let milliseconds = (value.timeIntervalSince1970 * 1000).rounded()
        guard milliseconds.isFinite, abs(milliseconds) < 9.0e18 else { nonFiniteNumberCount += 1; null(); return }
        let total = Int64(milliseconds)
        let millisecondsPerDay: Int64 = 86_400_000
        let days = total >= 0 ? total / millisecondsPerDay : (total - millisecondsPerDay + 1) / millisecondsPerDay
        var rest = total - days * millisecondsPerDay
        let (year, month, day) = Self.civilDate(daysSince1970: days)
        let hour = rest / 3_600_000
        rest -= hour * 3_600_000
        let minute = rest / 60_000
        rest -= minute * 60_000
        let second = rest / 1000
        let millisecond = rest - second * 1000

        separate()
        bytes.append(UInt8(ascii: "\""))
        if year < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(year.magnitude, width: 4)
        appendDigits(UInt64(month), width: 2, after: "-")
        appendDigits(UInt64(day), width: 2, after: "-")
        appendDigits(UInt64(hour), width: 2, after: "T")
        appendDigits(UInt64(minute), width: 2, after: ":")
        appendDigits(UInt64(second), width: 2, after: ":")
        appendDigits(UInt64(millisecond), width: 3, after: ".")
        bytes.append(UInt8(ascii: "Z"))
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// Writes the URL's `absoluteString`.
    public mutating func url(_ value: URL) {
        string(value.absoluteString)
    }

    /// Writes the UUID in its canonical lowercase form, `"f81d4fae-7dec-11d0-a765-00a0c91e6bf6"`.
    public mutating func uuid(_ value: UUID) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        withUnsafeBytes(of: value.uuid) { raw in
            for index in 0..<16 {
                if index == 4 || index == 6 || index == 8 || index == 10 { bytes.append(UInt8(ascii: "-")) }
                bytes.append(Self.hexDigit(raw[index] >> 4))
                bytes.append(Self.hexDigit(raw[index] & 0xF))
            }
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// Appends `separator`, then `value` in decimal, left-padded with zeros to at least `width` digits.
    private mutating func appendDigits(_ value: UInt64, width: Int, after separator: Unicode.Scalar? = nil) {
        if let separator { bytes.append(UInt8(ascii: separator)) }
        var divisor: UInt64 = 1
        var digits = 1
        while value / divisor >= 10 { divisor *= 10; digits += 1 }
        for _ in 0..<max(0, width - digits) { bytes.append(UInt8(ascii: "0")) }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8((value / divisor) % 10))
            divisor /= 10
        }
    }

    /// Proleptic Gregorian calendar date of a day count since 1970-01-01 (the classic days-to-civil algorithm).
    static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}
