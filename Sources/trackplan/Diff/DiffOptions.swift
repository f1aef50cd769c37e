import Foundation
import TrackPlanDiff

/// The parsed command line of `trackplan diff`.
struct DiffOptions {
    var directories: [String] = []
    var against: String?
    var format = ReportFormat.text
    var configPath: String?
    var mode: CompatibilityMode?
    var openness: EventOpenness?
    var today: String

    init(_ arguments: [String], now: Date = Date()) throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        today = formatter.string(from: now)
        var rest = arguments[...]
        func value(_ option: String) throws -> String {
            guard let next = rest.popFirst(), !next.hasPrefix("--") else { throw UsageError("\(option) needs a value") }
            return next
        }
        func choice<T: RawRepresentable & CaseIterable>(_ option: String) throws -> T where T.RawValue == String {
            let text = try value(option)
            guard let parsed = T(rawValue: text) else {
                throw UsageError("\(option) must be one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
            }
            return parsed
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--against": against = try value(argument)
            case "--format": format = try choice(argument)
            case "--config": configPath = try value(argument)
            case "--mode": mode = try choice(argument)
            case "--events": openness = try choice(argument)
            case "--today":
                today = try value(argument)
                guard today.count == 10, formatter.date(from: today) != nil else { throw UsageError("--today must be a date written YYYY-MM-DD") }
            default:
                guard !argument.hasPrefix("-") || argument == "-" else { throw UsageError("unknown option '\(argument)'") }
                directories.append(argument)
            }
        }
        let expected = against == nil ? 2 : 1
        guard directories.count == expected else {
            throw UsageError(against == nil ? "expected <old-plan-dir> <new-plan-dir>" : "expected one <plan-dir> with --against")
        }
    }
}
