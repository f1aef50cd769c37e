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
    /// The checked plan's names (`PlanNames(plan:)`), for the generator to reuse; nil when `plan` is nil.
    public var names: PlanNames?

    public init(plan: Plan?, diagnostics: [Diagnostic], names: PlanNames? = nil) {
        self.plan = plan
        self.diagnostics = diagnostics
        self.names = names
    }
}

/// Entry point of the front end: plan files in, checked `Plan` and diagnostics out. Pure and in memory.
public struct PlanLoader: Sendable {
    /// The manifest's exact file name inside a plan directory.
    public static let manifestFileName = PlanFileListing.manifestName

    public var limits: JSONReadLimits
    /// Whether files are parsed and checked on several threads (the result is the same either way).
    public var concurrency: FileConcurrency

    public init(limits: JSONReadLimits = .default, concurrency: FileConcurrency = .automatic) {
        self.limits = limits
        self.concurrency = concurrency
    }

    public func load(_ files: [PlanSourceFile]) -> PlanLoadResult {
        let onThreads = concurrency.usesThreads(for: files)
        let (input, parseDiagnostics) = parse(files, onThreads: onThreads)
        var diagnostics = parseDiagnostics
        // Concurrent reading gives up (nil) where file order could matter: the serial reading then reports it.
        let concurrent = onThreads && input.planFiles.count > 1 && !diagnostics.hasErrors
        let reading = (concurrent ? PlanReading.readConcurrently(input) : nil) ?? PlanReading.readSerially(input)
        reading.checkSwiftNameCollisions()
        reading.checkSuperPropertyTypes()
        reading.checkNotEmpty(hasUnreadableFiles: !input.unreadableFiles.isEmpty)
        diagnostics += StyleRules.applying(reading.manifest.lint, to: reading.diagnostics)
        var plan = diagnostics.hasErrors ? nil : reading.assemble(files: files.map(\.path).sorted())
        reading.releaseDocuments()
        var names: PlanNames?
        if let checked = plan {
            // The naming authority the generator reads: what it rejects, lint rejects.
            let checkedNames = onThreads ? Self.names(of: checked, releasing: consume input) : PlanNames(plan: checked)
            diagnostics += checkedNames.diagnostics
            if checkedNames.diagnostics.hasErrors { plan = nil } else { names = checkedNames }
        }
        return PlanLoadResult(plan: plan, diagnostics: diagnostics.sortedForDisplay(), names: names)
    }

    /// The parsed files, and the problems of those that could not be parsed (or of a missing manifest).
    func parse(_ files: [PlanSourceFile], onThreads: Bool) -> (PlanReading.Input, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var input = PlanReading.Input()
        for (file, result) in zip(files, ParallelParse.read(files, with: JSONReader(limits: limits), onThreads: onThreads)) {
            diagnostics += result.diagnostics
            if let document = result.document { input.documents[file.path] = document } else { input.unreadableFiles.insert(file.path) }
        }
        input.manifest = input.documents[Self.manifestFileName]
        if input.manifest == nil, !input.unreadableFiles.contains(Self.manifestFileName) {
            diagnostics.append(
                .error(
                    "missing-manifest",
                    "the plan directory has no \(Self.manifestFileName); create one with {\"name\": \"<plan name>\", \"version\": \"1.0.0\"}"))
        }
        input.planFiles = input.documents.values.filter { $0.path != Self.manifestFileName }.sorted { $0.path < $1.path }
        return (input, diagnostics)
    }
}
