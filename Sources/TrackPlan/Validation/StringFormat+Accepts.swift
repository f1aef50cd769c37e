import Foundation

extension StringFormat {
    /// Whether `value` is written in this format. Generated validators ask only for the formats that stay a
    /// `String` (`isCheckedAtTrackTime`); the others are answered too, for values that arrive as text.
    public func accepts(_ value: String) -> Bool {
        switch self {
        case .date: return Self.isFullDate(Array(value.utf8))
        case .email: return Self.isEmail(value)
        case .dateTime: return Self.isDateTime(Array(value.utf8))
        case .uri: return URIGrammar.isURI(value)
        case .uuid: return value.utf8.count == 36 && UUID(uuidString: value) != nil
        }
    }

    /// `YYYY-MM-DD` with a real day of that month (leap years by `UTCDateTime`).
    private static func isFullDate(_ bytes: [UInt8]) -> Bool {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = number(bytes, 0..<4), let month = number(bytes, 5..<7), let day = number(bytes, 8..<10)
        else { return false }
        return day >= 1 && day <= UTCDateTime.daysInMonth(month, year: Int64(year))
    }

    /// `full-date "T" HH:MM:SS [.fraction] (Z | ±HH:MM)`, case-insensitive `T` and `Z` as RFC 3339 allows.
    private static func isDateTime(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 20, isFullDate(Array(bytes[0..<10])), bytes[10] | 0x20 == UInt8(ascii: "t"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let hour = number(bytes, 11..<13), let minute = number(bytes, 14..<16), let second = number(bytes, 17..<19),
            hour < 24, minute < 60, second <= 60
        else { return false }
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let digits = index
            while index < bytes.count, number(bytes, index..<(index + 1)) != nil { index += 1 }
            guard index > digits else { return false }
        }
        guard index < bytes.count else { return false }
        if bytes[index] | 0x20 == UInt8(ascii: "z") { return index + 1 == bytes.count }
        guard bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"), bytes.count == index + 6,
            bytes[index + 3] == UInt8(ascii: ":"), let offsetHour = number(bytes, (index + 1)..<(index + 3)),
            let offsetMinute = number(bytes, (index + 4)..<(index + 6))
        else { return false }
        return offsetHour < 24 && offsetMinute < 60
    }

    /// An RFC 5321 mailbox, as JSON Schema's `email` format says (see `EmailAddress`).
    private static func isEmail(_ value: String) -> Bool { EmailAddress.isValid(value) }

    /// The decimal number the ASCII digits in `range` spell, or nil when one is not a digit.
    private static func number(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var value = 0
        for byte in bytes[range] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
