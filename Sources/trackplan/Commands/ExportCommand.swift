import ArgumentParser
import Foundation
import TrackPlanCheck
import TrackPlanImport
import TrackPlanModel

/// `trackplan export <format> <plan-dir>`: write a checked plan for another tool.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a plan as a Segment Protocols tracking plan or as JSON Schemas.",
        discussion: """
            The plan is checked first; a plan with errors is not exported (exit 1, as lint).

            Examples:
              trackplan export segment Schemas --output tracking-plan.json
              trackplan export json-schema Schemas --output build/schemas

            Exit status: 0 exported, 1 errors in the plan, 2 usage, 3 a file cannot be read or written.
            """,
        subcommands: [Segment.self, JSONSchema.self]
    )

    /// Loads and checks the plan; errors print as lint prints them and exit 1.
    static func plan(_ directory: String, console: Console) throws -> Plan {
        let result = PlanLoader().load(try PlanFiles.read(directory))
        for diagnostic in result.diagnostics.sortedForDisplay() where diagnostic.severity == .error { console.error(diagnostic.description) }
        guard let plan = result.plan, !result.diagnostics.hasErrors else { throw ExitCode(ExitStatus.findings) }
        return plan
    }

    struct Segment: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "A Segment Protocols tracking plan (JSON, the rules[] form) for upload.",
            discussion: "Example: trackplan export segment Schemas --output tracking-plan.json")

        @Argument(help: "The plan directory.") var planDirectory: String
        @Option(name: [.short, .long], help: "The file to write (default: standard output).") var output: String?
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let file = PlanExporter.segment(try ExportCommand.plan(planDirectory, console: global.console))
            if let output {
                try SourceFiles.write([(output, file.contents)], into: nil)
            } else {
                FileHandle.standardOutput.write(Data(file.contents.utf8))
            }
        }
    }

    struct JSONSchema: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "json-schema",
            abstract: "One JSON Schema (2020-12) per event and screen, for warehouses and other validators.",
            discussion: "Example: trackplan export json-schema Schemas --output build/schemas")

        @Argument(help: "The plan directory.") var planDirectory: String
        @Option(name: [.short, .long], help: "The directory to write events/*.schema.json and screens/*.schema.json into.") var output: String
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let console = global.console
            let files = PlanExporter.jsonSchemas(try ExportCommand.plan(planDirectory, console: console))
            try SourceFiles.write(files.map { ($0.path, $0.contents) }, into: output)
            console.out("trackplan: wrote \(files.count) JSON Schemas to \(output)")
        }
    }
}
