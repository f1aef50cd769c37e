import Foundation

/// Exit codes shared by every command.
enum ExitCode {
    /// Clean, or warnings only.
    static let success: Int32 = 0
    /// The plan has errors (lint), or breaking changes were found (diff).
    static let failure: Int32 = 1
    /// Usage, I/O, parse-of-arguments or git error.
    static let usage: Int32 = 2
}

/// An error in how the command was called or in reading its inputs: printed, then exit 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// One `trackplan` subcommand.
protocol CLICommand {
    static var name: String { get }
    static var summary: String { get }
    /// Full help text printed by `trackplan help <name>` and `<name> --help`.
    static var usage: String { get }
    /// Runs the command and returns its exit code. Throws `UsageError` for exit 2.
    static func run(_ arguments: [String], console: Console) throws -> Int32
}
