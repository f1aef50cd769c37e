import ArgumentParser
import Foundation
import TrackPlanImport

/// `trackplan import <format> <source> --output <plan-dir>`: another tool's tracking plan → a plan directory.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a Segment, Iglu or RudderStack tracking plan into a plan directory.",
        discussion: """
            Writes the plan files (trackplan.json and the events) into --output and prints a report of every \
            construct that could not be carried over exactly, and why. Then run 'trackplan lint' on the result.

            Examples:
              trackplan import segment tracking-plan.json --output TrackPlan
              trackplan import iglu iglu-central/schemas --output TrackPlan --name Checkout --plan-version 2.1.0
              trackplan import rudderstack data-catalog/ --output TrackPlan

            Exit status: 0 imported, 2 usage or a source that is not of the format, 3 a file cannot be read or written.
            """,
        subcommands: [Segment.self, Iglu.self, RudderStack.self]
    )

    /// Options every importer takes.
    struct Output: ParsableArguments {
        @Option(name: [.short, .long], help: "The plan directory to write (created if missing; existing plan files are replaced).")
        var output: String

        @Option(help: "The plan's name in trackplan.json (default: what the source calls it).")
        var name: String?

        @Option(
            name: .customLong("plan-version"),
            help: "The plan's version in trackplan.json, MAJOR.MINOR.PATCH (default: the source's; for Iglu, the highest SchemaVer).")
        var planVersion: String?

        @OptionGroup var global: GlobalOptions

        func write(_ imported: () throws -> ImportedPlan) throws {
            let plan: ImportedPlan
            do { plan = try imported().naming(name, version: planVersion) } catch let error as ImportError { throw UsageError(error.description) }
            try SourceFiles.write(plan.files.map { ($0.path, $0.contents) }, into: output)
            global.console.out("trackplan: wrote \(plan.files.count) files to \(output)\n\(plan.report.text)")
        }
    }

    struct Segment: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import a Segment Protocols tracking-plan export (JSON).",
            discussion: "Example: trackplan import segment tracking-plan.json --output TrackPlan")

        @Argument(help: "The export: a JSON file with the plan's rules.") var file: String
        @OptionGroup var options: Output

        func run() throws {
            let bytes = try SourceFiles.read(file)
            try options.write { try SegmentImporter.importPlan(bytes, fileName: (file as NSString).lastPathComponent) }
        }
    }

    struct Iglu: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import Snowplow Iglu self-describing JSON Schemas (one event per schema name).",
            discussion: "Example: trackplan import iglu iglu-central/schemas/com.acme --output TrackPlan")

        @Argument(help: "A directory of schemas (any depth; Iglu's extension-less layout or *.json).") var directory: String
        @OptionGroup var options: Output

        func run() throws {
            let files = try SourceFiles.readDirectory(directory, extensions: nil)
            try options.write { try IgluImporter.importPlan(files) }
        }
    }

    struct RudderStack: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rudderstack",
            abstract: "Import a RudderStack data catalog (YAML: properties, events, custom types, tracking plans).",
            discussion: "Example: trackplan import rudderstack data-catalog/ --output TrackPlan")

        @Argument(help: "A directory of the catalog's *.yaml / *.yml files.") var directory: String
        @OptionGroup var options: Output

        func run() throws {
            let files = try SourceFiles.readDirectory(directory, extensions: ["yaml", "yml"])
            try options.write { try RudderStackImporter.importPlan(files) }
        }
    }
}
