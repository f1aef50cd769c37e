import TrackPlanCheck
import TrackPlanModel

/// `trackplan lint <plan-dir> [--format text|json|github]`: check a plan and print every diagnostic, sorted.
/// Exit 0 when clean or warnings only, 1 when the plan has errors, 2 for usage or I/O errors.
enum LintCommand: CLICommand {
    static let name = "lint"
    static let summary = "Check a tracking plan and print every problem"
    static let usage = """
        Usage: trackplan lint <plan-dir> [--format text|json|github]

        Checks every file of the plan directory and prints all problems sorted by file and position.
          --format text     path:line:col: severity: message [rule-id], then a summary (default)
          --format json     a JSON array of {severity, ruleId, message, file, line, column, pointer}
          --format github   GitHub Actions workflow commands (::error file=…,line=…,col=…,title=rule-id::message)
        Exit status: 0 clean or warnings only, 1 errors in the plan, 2 usage or I/O error.
        """

    static func run(_ arguments: [String], console: Console) throws -> Int32 {
        let options = try LintOptions(arguments)
        let files = try PlanDirectory.readFiles(at: options.directory)
        let result = PlanLoader().load(files)
        let diagnostics = result.diagnostics.sortedForDisplay()
        switch options.format {
        case .text: DiagnosticText(console: console).print(diagnostics, fileCount: files.count, plan: result.plan)
        case .json: console.out(DiagnosticJSON.render(diagnostics))
        case .github: DiagnosticJSON.githubLines(diagnostics).forEach(console.out)
        }
        return diagnostics.hasErrors ? ExitCode.failure : ExitCode.success
    }
}

/// The parsed command line of `trackplan lint`.
struct LintOptions {
    enum Format: String, CaseIterable { case text, json, github }

    var directory: String
    var format = Format.text

    init(_ arguments: [String]) throws {
        var directory: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--format" || argument.hasPrefix("--format=") {
                let value = argument == "--format" ? rest.popFirst() : String(argument.dropFirst("--format=".count))
                guard let value, let format = Format(rawValue: value) else {
                    throw UsageError("--format takes one of \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                self.format = format
            } else if argument.hasPrefix("-") {
                throw UsageError("unknown option '\(argument)'")
            } else if directory == nil {
                directory = argument
            } else {
                throw UsageError("lint takes one plan directory, found a second: '\(argument)'")
            }
        }
        guard let directory else { throw UsageError("missing <plan-dir>") }
        self.directory = directory
    }
}
