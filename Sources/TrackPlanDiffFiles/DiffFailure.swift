/// Why a diff could not run: a usage, plan or config problem (exit 2) or a file or git that cannot be read (exit 3).
public struct DiffFailure: Error, CustomStringConvertible, Sendable {
    public enum Kind: Sendable { case usage, io }

    public var kind: Kind
    public var description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }

    /// A usage failure whose reasons were already printed (plan or config diagnostics): nothing more to say.
    public static let reported = DiffFailure(.usage, "")

    /// The exit status the failure ends the run with.
    public var status: DiffStatus { kind == .usage ? .usage : .io }

    static func usage(_ description: String) -> DiffFailure { DiffFailure(.usage, description) }
    static func io(_ description: String) -> DiffFailure { DiffFailure(.io, description) }
}

/// The diff's exit statuses, the same for `trackplan diff` and `swift package trackplan-diff`'s tool.
public enum DiffStatus: Int32, Sendable {
    /// No breaking change after the config, and the version is high enough (or nothing to compare).
    case clean = 0
    /// A breaking change, or a version that is too low.
    case breaking = 1
    /// Usage, a plan that does not load, a config error, an unknown git ref or a shallow clone.
    case usage = 2
    /// A file or directory that cannot be read, git that cannot run.
    case io = 3
}
