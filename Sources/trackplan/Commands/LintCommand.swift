import TrackPlanCheck
import TrackPlanModel

/// `trackplan lint <plan-dir>`: check a plan and print every diagnostic. (Filled in by the checker work.)
enum LintCommand: CLICommand {
    static let name = "lint"
    static let summary = "Check a tracking plan and print every problem"
    static let usage = """
        Usage: trackplan lint <plan-dir> [--format text|json|github]
        """

    static func run(_ arguments: [String], console: Console) throws -> Int32 {
        guard let directory = arguments.first else { throw UsageError("missing <plan-dir>") }
        let result = PlanLoader().load(try PlanDirectory.readFiles(at: directory))
        for diagnostic in result.diagnostics.sortedForDisplay() { console.out(diagnostic.description) }
        return result.diagnostics.hasErrors ? ExitCode.failure : ExitCode.success
    }
}
