import ArgumentParser
import Foundation
import TrackPlanFiles
import TrackPlanGenerate
import TrackPlanModel

/// `trackplan generate <plan-dir> --output <dir>`: check the plan, then write its typed Swift. A file is written
/// only when its bytes changed, so builds that depend on the output stay incremental.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate typed Swift for a tracking plan.",
        discussion: """
            Writes TrackPlan.swift (plan-wide declarations) and one TrackPlan+<file>.swift per plan file into the \
            output directory, rewriting a file only when its contents change and removing generated files the plan \
            no longer produces. Plan problems print as 'path:line:col: error: message [rule-id]'.

            Examples:
              trackplan generate Schemas --output Generated --module-name ExamplePlan
              trackplan generate Sources/App/TrackPlan -o Sources/App/TrackPlanGenerated --access-level internal

            Exit status: 0 written, 1 errors in the plan, 2 usage, 3 a file cannot be read or written.
            """
    )

    @Argument(help: "The plan directory (holding trackplan.json).")
    var planDirectory: String

    @Option(name: [.short, .long], help: "Where to write (created if missing).")
    var output: String

    @Option(help: "The access level of the generated API: public or internal.")
    var accessLevel = AccessLevel.public

    @Option(help: "The module the code compiles into: named in the header, qualifies shared types.")
    var moduleName: String?

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let console = global.console
        let outcome = try PlanFiles.mapErrors {
            try PlanGeneration.run(
                planDirectory: planDirectory, outputDirectory: output,
                options: GeneratorOptions(accessLevel: accessLevel, moduleName: moduleName, toolVersion: TrackPlanVersion.current))
        }
        for diagnostic in outcome.diagnostics { console.error(diagnostic.description) }
        guard let summary = outcome.summary else { throw ExitCode(ExitStatus.findings) }
        console.out(summary)
    }
}

extension AccessLevel: ExpressibleByArgument {}
