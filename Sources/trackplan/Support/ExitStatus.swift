/// The exit status of every `trackplan` command (Docs/CLI.md lists them; the CLI tests check each one).
enum ExitStatus {
    /// Clean: no errors (warnings allowed), no breaking change, import or export done.
    static let success: Int32 = 0
    /// Findings: the plan has errors (lint, generate), a breaking change (diff).
    static let findings: Int32 = 1
    /// Usage: unknown command or option, a missing or bad argument, a plan or config that cannot be used.
    static let usage: Int32 = 2
    /// I/O: a file or directory that cannot be read or written, git that cannot run.
    static let io: Int32 = 3
}

/// An error in how the command was called: printed as `error: …`, then exit 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A file or directory that cannot be read or written: printed as `error: …`, then exit 3.
struct IOError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
