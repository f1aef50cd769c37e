/// Whether `PlanLoader` parses and checks the files of a plan on several threads. Every choice gives the same
/// diagnostics and the same plan.
public enum FileConcurrency: Sendable, Hashable {
    /// Several threads when the plan is large enough for them to pay: more than one file and 256 KiB or more in all.
    case automatic
    /// One file after the other on the calling thread.
    case serial
    /// Several threads whatever the plan's size (tests use it to compare small plans with `serial`).
    case concurrent

    /// Below this many bytes in total, threads cost more than they save.
    static let automaticThreshold = 256 * 1024

    func usesThreads(for files: [PlanSourceFile]) -> Bool {
        switch self {
        case .serial: return false
        case .concurrent: return files.count > 1
        case .automatic: return files.count > 1 && files.reduce(0) { $0 + $1.bytes.count } >= Self.automaticThreshold
        }
    }
}
