import TrackPlanCheck
import TrackPlanModel

/// The lint job of `trackplan lint` and the plugins' tool: read and check a plan directory.
public enum PlanCheck {
    /// The report to print (`LintReport`); throws `PlanFilesError` when the plan cannot be read.
    public static func run(planDirectory: String) throws -> LintReport {
        let files = try PlanDirectory.readFiles(at: planDirectory)
        let result = PlanLoader().load(files)
        return LintReport(diagnostics: result.diagnostics.sortedForDisplay(), fileCount: files.count, plan: result.plan)
    }
}
