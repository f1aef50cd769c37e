import Foundation

/// Dispatches `trackplan <command>` to a `CLICommand` and prints help.
struct CommandLineTool {
    let commands: [any CLICommand.Type]

    func run(_ arguments: [String]) -> Int32 {
        let console = Console()
        guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
            if arguments.count >= 2, let command = commands.first(where: { $0.name == arguments[1] }) {
                console.out(command.usage)
            } else {
                console.out(overview)
            }
            return arguments.isEmpty ? ExitCode.usage : ExitCode.success
        }
        if name == "--version" { console.out(TrackPlanVersion.current); return ExitCode.success }
        guard let command = commands.first(where: { $0.name == name }) else {
            console.error("error: unknown command '\(name)'\n\n\(overview)")
            return ExitCode.usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") { console.out(command.usage); return ExitCode.success }
        do {
            return try command.run(rest, console: console)
        } catch let error as UsageError {
            console.error("error: \(error.description)\nUsage: see 'trackplan help \(command.name)'")
            return ExitCode.usage
        } catch {
            console.error("error: \(error)")
            return ExitCode.usage
        }
    }

    private var overview: String {
        let list = commands.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n")
        return """
            trackplan \(TrackPlanVersion.current): tracking plans → typed Swift

            Usage: trackplan <command> [options]

            Commands:
            \(list)

            Run 'trackplan help <command>' for a command's options.
            """
    }
}

enum TrackPlanVersion {
    static let current = "0.1.0"
}
