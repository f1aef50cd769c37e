import ArgumentParser
import Foundation
import TrackPlanDiff
import TrackPlanDiffFiles
import TrackPlanGenerate

/// `trackplan diff`: breaking changes between two versions of a plan, for CI.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Report breaking changes between two versions of a plan.",
        discussion: """
            Compares two plans and reports every change with its verdict for three audiences: the Swift code that \
            calls the generated API (source), new readers of old data (data-backward) and old readers of new data \
            (data-forward). Also checks that the new plan's version is bumped enough. See Docs/Diff.md.

            With --against, <plan-dir> is compared with the same directory at a git ref (read from git; the working \
            tree is not touched; CI needs the ref's history: fetch-depth 0).

            Examples:
              trackplan diff old-plan/ Schemas/
              trackplan diff --against origin/main Schemas --format github

            Exit status: 0 no breaking change, 1 breaking changes (after the config), 2 usage, plan or config \
            error, 3 a file cannot be read or git cannot run.
            """
    )

    @Argument(help: "<old-plan-dir> <new-plan-dir>, or one <plan-dir> with --against.")
    var directories: [String] = []

    @Option(help: "Compare <plan-dir> with the same directory at this git ref.")
    var against: String?

    @Option(help: "Output format: text, json, markdown, github or sarif.")
    var format = ReportFormat.text

    @Option(help: "The diff config (default: .trackplan-diff.json in the current directory, if any).")
    var config: String?

    @Option(help: "backward, forward or full (overrides the config; default backward).")
    var mode: CompatibilityMode?

    @Option(name: .customLong("events"), help: "closed or open (overrides the config; default closed).")
    var openness: EventOpenness?

    @Option(help: "The date ignore expiries are checked against, YYYY-MM-DD (default: today, UTC).")
    var today: String?

    @Option(help: "The app's call sites (trackplan-usage --format sites) for Markdown's 'call sites that must change'.")
    var callSites: String?

    @OptionGroup var global: GlobalOptions

    var request: DiffRequest {
        DiffRequest(
            directories: directories, against: against, format: format, configPath: config, mode: mode, openness: openness, today: today,
            colors: global.console.colorsStdout, callSitesPath: callSites)
    }

    func validate() throws {
        if let problem = request.problem { throw ValidationError(problem) }
    }

    func run() throws {
        let console = global.console
        let outcome: DiffRun.Outcome
        do {
            outcome = try DiffRun(request: request, toolVersion: TrackPlanVersion.current, note: { console.error($0) }).run()
        } catch {
            if error.description.isEmpty { throw ExitCode(ExitStatus.usage) }
            switch error.kind {
            case .usage: throw UsageError(error.description)
            case .io: throw IOError(error.description)
            }
        }
        guard let text = outcome.text else { return }
        FileHandle.standardOutput.write(Data(text.utf8))
        // The output is written and nothing else remains to do: exit here, skipping the teardown of both plan trees
        // and the report (tens of milliseconds of freeing memory the process is about to hand back anyway).
        Foundation.exit(outcome.status.rawValue)
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension CompatibilityMode: ExpressibleByArgument {}
extension EventOpenness: ExpressibleByArgument {}
