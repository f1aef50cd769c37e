import Foundation

// `trackplan <command> [options]`. Each command lives in its own file under Commands/ and is listed here.
let commands: [any CLICommand.Type] = [
    LintCommand.self,
    GenerateCommand.self,
    DiffCommand.self,
]

exit(CommandLineTool(commands: commands).run(Array(CommandLine.arguments.dropFirst())))
