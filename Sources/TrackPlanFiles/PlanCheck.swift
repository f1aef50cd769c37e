import TrackPlanCheck
import TrackPlanModel

/// The lint job of the plugins' tool: read and check a plan directory.
public enum PlanCheck {
    public struct Outcome: Sendable {
        /// Sorted for display.
        public var diagnostics: [Diagnostic]
        /// `3 errors in 5 files`, or `no problems in 10 files (25 events)`.
        public var summary: String
    }

    /// Throws `PlanFilesError` when the plan cannot be read.
    public static func run(planDirectory: String) throws -> Outcome {
        let files = try PlanDirectory.readFiles(at: planDirectory)
        let result = PlanLoader().load(files)
        let diagnostics = result.diagnostics.sortedForDisplay()
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let summary =
            errors + warnings == 0
            ? "no problems in \(files.count) files (\(result.plan?.events.count ?? 0) events, \(result.plan?.screens.count ?? 0) screens)"
            : "\(errors) errors and \(warnings) warnings in \(files.count) files"
        return Outcome(diagnostics: diagnostics, summary: summary)
    }
}
