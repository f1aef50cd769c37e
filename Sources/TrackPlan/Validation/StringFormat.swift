/// String formats that stay `String` in Swift and are checked at `track` time. (`date-time`, `uri` and `uuid`
/// become `Date`, `URL` and `UUID`, so the type system checks them.) Generated validators pass it to `checkFormat`.
@_spi(Generated)
public enum StringFormat: String, Sendable, Hashable, CaseIterable {
    /// RFC 3339 `full-date`: `2026-11-22`.
    case date
    /// A pragmatic email check: one `@` with text on both sides, a dot in the domain, no spaces.
    case email

    public func accepts(_ value: String) -> Bool {
        switch self {
        case .date: return Self.isFullDate(Array(value.utf8))
        case .email: return Self.isEmail(value)
        }
    }

    private static func isFullDate(_ bytes: [UInt8]) -> Bool {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), (1...12).contains(month) else { return false }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let daysInMonth = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...daysInMonth).contains(day)
    }

    private static func isEmail(_ value: String) -> Bool {
        let parts = value.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix(".") else { return false }
        return !value.contains(where: \.isWhitespace)
    }
}
