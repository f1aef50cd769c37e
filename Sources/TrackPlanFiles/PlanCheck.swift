import TrackPlanCheck
import TrackPlanModel

/// The lint job of the plugins' tool: read and check a plan directory.
public enum PlanCheck {
    public struct Outcome: Sendable {
        /// Sorted for display.
        public var diagnostics: [Diagnostic]
        /// `3 errors in 5 files`, or `no problems in 10 files (25 events, 6 screens)`: see `LintSummary`.
        public var summary: String
    }

    /// Throws `PlanFilesError` when the plan cannot be read.
    public static func run(planDirectory: String) throws -> Outcome {
        let files = try PlanDirectory.readFiles(at: planDirectory)
        let result = PlanLoader().load(files)
        let diagnostics = result.diagnostics.sortedForDisplay()
        let summary = LintSummary(diagnostics, fileCount: files.count, plan: result.plan).text()
        return Outcome(diagnostics: diagnostics, summary: summary)
    }
}
