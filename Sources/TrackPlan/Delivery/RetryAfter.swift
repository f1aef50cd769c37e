import Foundation

/// Reads a `Retry-After` header: delay-seconds (`120`) or an HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`, and the
/// obsolete RFC 850 and asctime forms). Returns the delay from `now` (0 when the date has passed), or nil when
/// the value is neither.
enum RetryAfter {
    static func delay(from value: String, now: Date) -> TimeInterval? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.allSatisfy(\.isASCIIDigit) {
            return TimeInterval(trimmed) ?? .greatestFiniteMagnitude
        }
        guard let date = httpDate(trimmed) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }

    /// Parses the three date forms HTTP allows, by their fields: day, month name, year, `hh:mm:ss`, all in GMT.
    static func httpDate(_ value: String) -> Date? {
        let fields = value.split { $0 == " " || $0 == "," || $0 == "-" }.map(String.init)
        var day: Int?, month: Int?, year: Int?, clock: [Int]?
        for field in fields.dropFirst() {  // the weekday comes first in every form
            if let index = monthNames.firstIndex(of: field.lowercased()) {
                month = index + 1
            } else if field.contains(":") {
                clock = field.split(separator: ":").compactMap { Int($0) }
            } else if let number = Int(field) {
                if day == nil, number <= 31, field.count <= 2 { day = number } else { year = number }
            } else if field.uppercased() != "GMT" {
                return nil
            }
        }
        guard let day, let month, var year, let clock, clock.count == 3 else { return nil }
        if year < 100 { year += year < 70 ? 2000 : 1900 }
        var components = DateComponents()
        (components.year, components.month, components.day) = (year, month, day)
        (components.hour, components.minute, components.second) = (clock[0], clock[1], clock[2])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        return calendar.date(from: components)
    }

    private static let monthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
