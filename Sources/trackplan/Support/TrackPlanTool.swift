import ArgumentParser
import Foundation
import TrackPlanGenerate

/// `trackplan`: the root command. Each subcommand lives in its own file under Commands/.
struct TrackPlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trackplan",
        abstract: "Tracking plans (JSON Schema) → typed Swift, checks for CI, and a way in and out of other tools.",
        discussion: """
            Exit status (every command): 0 clean, 1 findings (plan errors, breaking changes), 2 usage \
            (unknown option, bad argument, a plan or config that cannot be used), 3 I/O (a file that cannot be read \
            or written).

            Colour: --color auto (default) colours only a terminal, and never when NO_COLOR is set or TERM=dumb.
            Shell completion: trackplan --generate-completion-script bash|zsh|fish.
            """,
        version: TrackPlanVersion.current,
        subcommands: [LintCommand.self, GenerateCommand.self, DiffCommand.self, DocsCommand.self, ImportCommand.self, ExportCommand.self]
            + BundledCommands.all
    )
}

/// Parses the command line, runs the command and maps every outcome to an `ExitStatus`.
enum TrackPlanTool {
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.isEmpty {
            FileHandle.standardError.write(Data((TrackPlanCommand.helpMessage() + "\n").utf8))
            return ExitStatus.usage
        }
        // `help <name>` for a name that is no command is a usage error, not the overview with status 0.
        if arguments.first == "help", let name = arguments.dropFirst().first,
            !TrackPlanCommand.configuration.subcommands.contains(where: { $0.configuration.commandName == name })
        {
            printError("error: unknown command '\(name)'\nSee 'trackplan --help'.")
            return ExitStatus.usage
        }
        // `-V` is the short spelling of `--version` many tools accept.
        let arguments = arguments == ["-V"] ? ["--version"] : arguments
        var commandName = "trackplan"
        do {
            var command = try TrackPlanCommand.parseAsRoot(arguments)
            commandName = "trackplan " + (type(of: command).configuration.commandName ?? "")
            // `trackplan import` without a format: the group's help, as a usage error.
            if !type(of: command).configuration.subcommands.isEmpty {
                printError("error: '\(commandName)' needs a subcommand\n\n" + TrackPlanCommand.helpMessage(for: type(of: command)))
                return ExitStatus.usage
            }
            try command.run()
            return ExitStatus.success
        } catch let error as UsageError {
            printError("error: \(error.description)\nSee '\(commandName) --help'.")
            return ExitStatus.usage
        } catch let error as IOError {
            printError("error: \(error.description)")
            return ExitStatus.io
        } catch {
            let code = TrackPlanCommand.exitCode(for: error)
            let message = TrackPlanCommand.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { FileHandle.standardOutput.write(Data((message + "\n").utf8)) }
                return ExitStatus.success
            }
            // Lower-case `error:` as compilers and the rest of trackplan print it.
            if !message.isEmpty { printError(message.hasPrefix("Error: ") ? "error: " + message.dropFirst(7) : message) }
            // ArgumentParser reports bad arguments as EX_USAGE (64); trackplan's usage status is 2.
            return code == .validationFailure ? ExitStatus.usage : code.rawValue
        }
    }

    private static func printError(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }
}
