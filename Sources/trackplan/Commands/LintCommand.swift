import ArgumentParser
import TrackPlanFiles
import TrackPlanModel

/// `trackplan lint <plan-dir> [--format text|json|github]`: check a plan and print every diagnostic, sorted.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check a tracking plan and print every problem.",
        discussion: """
            Checks every file of the plan directory and prints all problems sorted by file and position.
              text     path:line:col: severity: message [rule-id], then a summary (default)
              json     a JSON array of {severity, ruleId, message, file, line, column, pointer}
              github   GitHub Actions workflow commands (::error file=…,line=…,col=…,title=rule-id::message)

            Examples:
              trackplan lint Schemas
              trackplan lint Sources/App/TrackPlan --format github

            Exit status: 0 clean or warnings only, 1 errors in the plan, 2 usage, 3 the directory cannot be read.
            """
    )

    @Argument(help: "The plan directory (holding trackplan.json).")
    var planDirectory: String

    @Option(help: "Output format: text, json or github.")
    var format = LintFormat.text

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let console = global.console
        let report = try PlanFiles.mapErrors { try PlanCheck.run(planDirectory: planDirectory) }
        for line in report.lines(format, style: console.styled) { console.out(line) }
        if report.diagnostics.hasErrors { throw ExitCode(ExitStatus.findings) }
    }
}

extension LintFormat: ExpressibleByArgument {}
