import TrackPlanModel
import TrackPlanParse

/// One file of a plan directory, as bytes. The CLI and the plugin read the disk; the loader never does.
public struct PlanSourceFile: Sendable, Hashable {
    /// Path relative to the plan directory, `/`-separated, e.g. `events/checkout.json`. The manifest is `trackplan.json`.
    public var path: String
    /// The path printed in diagnostics (usually the path as the user typed it, joined with `path`).
    public var displayPath: String
    public var bytes: [UInt8]

    public init(path: String, displayPath: String? = nil, bytes: [UInt8]) {
        self.path = path
        self.displayPath = displayPath ?? path
        self.bytes = bytes
    }
}

/// The result of loading a plan: the plan when there were no errors, and every diagnostic found.
public struct PlanLoadResult: Sendable {
    public var plan: Plan?
    public var diagnostics: [Diagnostic]

    public init(plan: Plan?, diagnostics: [Diagnostic]) {
        self.plan = plan
        self.diagnostics = diagnostics
    }
}

/// Entry point of the front end: plan files in, checked `Plan` and diagnostics out. Pure and in memory.
public struct PlanLoader: Sendable {
    /// The manifest's exact file name inside a plan directory.
    public static let manifestFileName = "trackplan.json"

    public var limits: JSONReadLimits

    public init(limits: JSONReadLimits = .default) { self.limits = limits }

    public func load(_ files: [PlanSourceFile]) -> PlanLoadResult {
        // Implemented by the checker (issue 2).
        PlanLoadResult(plan: nil, diagnostics: [.error("not-implemented", "the checker is not implemented yet")])
    }
}
