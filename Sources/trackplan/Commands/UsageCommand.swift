import ArgumentParser
import Foundation

#if TRACKPLAN_USAGE
    import TrackPlanFiles
    import TrackPlanUsage

    /// `trackplan usage <plan-dir> [<swift-dir-or-file>…]`: `trackplan-usage` inside the prebuilt `trackplan` of the
    /// artifact bundle (built with TRACKPLAN_BUNDLE, which links swift-syntax; see Package.swift). Same arguments,
    /// output and exit statuses as `trackplan-usage` (Usage/).
    struct UsageCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "usage",
            abstract: "Report planned events the app's code never constructs, deprecated uses and unknown events.",
            discussion: """
                Reads the Swift files of the given directories (default: the directory holding the plan directory) \
                with swift-syntax. Findings are warnings; --strict makes them fail.

                Example: trackplan usage Sources/App/TrackPlan Sources

                Exit status: 0 (findings are warnings), 1 findings under --strict or plan errors, 2 usage, 3 a file \
                cannot be read.
                """
        )

        @Argument(help: "The plan directory (holding trackplan.json).")
        var planDirectory: String

        @Argument(help: "Swift files or directories to read (default: the plan directory's parent).")
        var sources: [String] = []

        @Option(help: "Output format: text, json or github.")
        var format = LintFormat.text

        @Flag(help: "Exit 1 when there is any finding.")
        var strict = false

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let console = global.console
            let paths = sources.isEmpty ? [(planDirectory as NSString).deletingLastPathComponent] : sources
            let outcome = try PlanFiles.mapErrors {
                try UsageRun(planDirectory: planDirectory, sources: paths.map { $0.isEmpty ? "." : $0 }).run()
            }
            if outcome.planHasErrors {
                for diagnostic in outcome.diagnostics { console.error(diagnostic.description) }
                console.error("error: the plan has errors; run 'trackplan lint'")
                throw ExitCode(ExitStatus.findings)
            }
            for line in outcome.lines(format) { console.out(line) }
            if strict && !outcome.diagnostics.isEmpty { throw ExitCode(ExitStatus.findings) }
        }
    }

    /// The commands only the artifact bundle's build links.
    enum BundledCommands {
        static let all: [ParsableCommand.Type] = [UsageCommand.self]
    }
#else
    /// The commands only the artifact bundle's build links (TRACKPLAN_BUNDLE): none in this build.
    enum BundledCommands {
        static let all: [ParsableCommand.Type] = []
    }
#endif
