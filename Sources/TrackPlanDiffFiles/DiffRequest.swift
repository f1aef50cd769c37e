import Foundation
import TrackPlanDiff

/// What one diff run compares and how it reports: the options of `trackplan diff` and of the plugins' diff tool.
public struct DiffRequest: Sendable, Equatable {
    /// `<old-plan-dir> <new-plan-dir>`, or one `<plan-dir>` with `against`.
    public var directories: [String]
    /// Compare the one directory with the same directory at this git ref.
    public var against: String?
    public var format: ReportFormat
    /// The config file; nil: `.trackplan-diff.json` in the current directory, if any.
    public var configPath: String?
    /// Overrides the config's mode.
    public var mode: CompatibilityMode?
    /// Overrides the config's `events`.
    public var openness: EventOpenness?
    /// `YYYY-MM-DD` for ignore expiries; nil: today in UTC.
    public var today: String?
    /// Colour the text format.
    public var colors: Bool
    /// `--call-sites`: the usage scanner's call sites (`trackplan-usage --format sites`), for Markdown's "call sites
    /// that must change".
    public var callSitesPath: String?

    public init(
        directories: [String], against: String? = nil, format: ReportFormat = .text, configPath: String? = nil,
        mode: CompatibilityMode? = nil, openness: EventOpenness? = nil, today: String? = nil, colors: Bool = false,
        callSitesPath: String? = nil
    ) {
        self.callSitesPath = callSitesPath
        self.directories = directories
        self.against = against
        self.format = format
        self.configPath = configPath
        self.mode = mode
        self.openness = openness
        self.today = today
        self.colors = colors
    }

    /// What is wrong with the request as a whole, or nil (the CLI reports it as its validation error).
    public var problem: String? {
        let expected = against == nil ? 2 : 1
        guard directories.count == expected else {
            return against == nil ? "expected <old-plan-dir> <new-plan-dir>" : "expected one <plan-dir> with --against"
        }
        if let today, Self.date(today) == nil { return "--today must be a date written YYYY-MM-DD" }
        return nil
    }

    /// Today in UTC, `YYYY-MM-DD`.
    public static func utcToday(_ date: Date = Date()) -> String { formatter.string(from: date) }

    /// The date a `YYYY-MM-DD` text names, or nil.
    static func date(_ text: String) -> Date? { text.count == 10 ? formatter.date(from: text) : nil }

    private static var formatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }
}
