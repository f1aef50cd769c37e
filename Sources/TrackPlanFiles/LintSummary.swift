import TrackPlanModel

/// The one line that ends a lint run, for `trackplan lint` and the plugins' tool alike:
/// `2 errors and 1 warning in 9 files`, or `no problems in 9 files (23 events, 6 screens)`.
public struct LintSummary: Sendable {
    /// How a part of the line is shown; the CLI colours them on a terminal, the plugins' tool prints them plain.
    public enum Tone: Sendable { case clean, error, warning }

    public var errors: Int
    public var warnings: Int
    public var fileCount: Int
    /// Events and screens of the checked plan; nil when the plan did not load.
    public var contents: (events: Int, screens: Int)?

    public init(_ diagnostics: [Diagnostic], fileCount: Int, plan: Plan?) {
        errors = diagnostics.filter { $0.severity == .error }.count
        warnings = diagnostics.filter { $0.severity == .warning }.count
        self.fileCount = fileCount
        contents = plan.map { ($0.events.count, $0.screens.count) }
    }

    /// The line, with each part passed through `style`.
    public func text(style: (String, Tone) -> String = { text, _ in text }) -> String {
        let files = Self.counted(fileCount, "file")
        if errors == 0, warnings == 0 {
            let planContents = contents.map { " (\(Self.counted($0.events, "event")), \(Self.counted($0.screens, "screen")))" } ?? ""
            return style("no problems in \(files)\(planContents)", .clean)
        }
        var parts: [String] = []
        if errors > 0 { parts.append(style(Self.counted(errors, "error"), .error)) }
        if warnings > 0 { parts.append(style(Self.counted(warnings, "warning"), .warning)) }
        return "\(parts.joined(separator: " and ")) in \(files)"
    }

    private static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
