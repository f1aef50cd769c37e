import ArgumentParser

/// `trackplan export <format> <plan-dir>`: write a plan for another tool.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a plan as a Segment Protocols tracking plan or as JSON Schemas.",
        subcommands: []
    )
}
