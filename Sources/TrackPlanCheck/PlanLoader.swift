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

    public init(limits: JSONReadLimits = .default) { self.limits = limits }

    public func load(_ files: [PlanSourceFile]) -> PlanLoadResult {
        var diagnostics: [Diagnostic] = []
        var documents: [String: JSONDocument] = [:]
        var unreadable: Set<String> = []
        for (file, result) in zip(files, ParallelParse.read(files, with: JSONReader(limits: limits))) {
            diagnostics += result.diagnostics
            if let document = result.document { documents[file.path] = document } else { unreadable.insert(file.path) }
        }
        let reading = PlanReading(documents: documents, unreadableFiles: unreadable)
        if let manifest = documents[Self.manifestFileName] {
            reading.readManifest(manifest)
        } else if !unreadable.contains(Self.manifestFileName) {
            diagnostics.append(
                .error(
                    "missing-manifest",
                    "the plan directory has no \(Self.manifestFileName); create one with {\"name\": \"<plan name>\", \"version\": \"1.0.0\"}"))
        }
        let planFiles = documents.values.filter { $0.path != Self.manifestFileName }.sorted { $0.path < $1.path }
        let sections = planFiles.map { reading.sections(of: $0) }
        for fileSections in sections { if let fileSections { reading.readConsentSection(fileSections) } }
        reading.checkDefaultConsent()
        for (document, fileSections) in zip(planFiles, sections) {
            if let fileSections { reading.readDeclarations(fileSections, in: document) }
        }
        reading.checkSwiftNameCollisions()
        reading.checkSuperPropertyTypes()
        reading.checkNotEmpty(hasUnreadableFiles: !unreadable.isEmpty)
        diagnostics += StyleRules.applying(reading.manifest.lint, to: reading.diagnostics)
        var plan = diagnostics.hasErrors ? nil : reading.assemble(files: files.map(\.path).sorted())
        var names: PlanNames?
        if let checked = plan {
            // The naming authority the generator reads: what it rejects, lint rejects.
            let checkedNames = PlanNames(plan: checked)
            diagnostics += checkedNames.diagnostics
            if checkedNames.diagnostics.hasErrors { plan = nil } else { names = checkedNames }
        }
        return PlanLoadResult(plan: plan, diagnostics: diagnostics.sortedForDisplay(), names: names)
    }
}
