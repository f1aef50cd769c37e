import Foundation
import TrackPlanCheck
import TrackPlanDiff
import TrackPlanFiles
import TrackPlanModel

/// One diff from disk and git: load the config, read and load both sides, compare, render. `trackplan diff` and
/// the `trackplan-diff` command plugin's tool both run exactly this, so their output and exit statuses agree.
public struct DiffRun: Sendable {
    public var request: DiffRequest
    /// The version stamped into SARIF and JSON output.
    public var toolVersion: String
    /// Prints a diagnostic or note line to standard error.
    public var note: @Sendable (String) -> Void

    public init(request: DiffRequest, toolVersion: String, note: @escaping @Sendable (String) -> Void) {
        self.request = request
        self.toolVersion = toolVersion
        self.note = note
    }

    public struct Outcome: Sendable {
        /// The rendered report, or nil when there was nothing to compare.
        public var text: String?
        public var status: DiffStatus
    }

    /// The report and its status; a usage, plan, config or I/O problem is printed through `note` and thrown.
    public func run() throws(DiffFailure) -> Outcome {
        if let problem = request.problem { throw .usage(problem) }
        let config = try DiffConfigFile(request: request, note: note).load()
        // Each side is read and loaded independently of the other: both run side by side, one per core.
        let sides: [PlanSide]
        var anchors: WorkingTreeAnchors?
        if let ref = request.against {
            let snapshot = try caught { try GitPlanReader(planDirectory: request.directories[0], note: note).read(at: ref) }
            guard !snapshot.files.isEmpty else {
                note("note: \(snapshot.label) holds no plan files; nothing to compare")
                return Outcome(text: nil, status: .clean)
            }
            sides = [.files(snapshot.files, label: snapshot.label), .directory(request.directories[0])]
            if WorkingTreeAnchors.needed(for: request.format) { anchors = WorkingTreeAnchors(snapshotLabel: snapshot.label) }
        } else {
            sides = [.directory(request.directories[0]), .directory(request.directories[1])]
        }
        let results = LoadResults(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.store(Result { PlanLoader().load(try sides[index].files()) }, at: index)
        }
        // A side that cannot be read is reported for the old side first, as when read one after the other.
        let old = try caught { try results[0].get() }
        let new = try caught { try results[1].get() }
        guard let oldPlan = plan(old, label: sides[0].label), let newPlan = plan(new, label: sides[1].label) else { throw .reported }
        var report = PlanComparison(config: config, today: request.today ?? DiffRequest.utcToday())
            .compare(oldPlan, newPlan, oldLabel: sides[0].label, newLabel: sides[1].label)
        if let anchors { report = anchors.apply(to: report) }
        var callSites: [PlannedCallSite] = []
        if let path = request.callSitesPath { callSites = CallSiteFile.resolve(try CallSiteFile.read(path), old: oldPlan, new: newPlan) }
        let text = request.format.render(
            report, colors: request.format == .text && request.colors, toolVersion: toolVersion, callSites: callSites)
        return Outcome(text: text, status: report.isBreaking ? .breaking : .clean)
    }

    /// One loaded side; its errors are printed and make the diff a usage error (exit 2).
    private func plan(_ result: PlanLoadResult, label: String) -> Plan? {
        if let plan = result.plan, !result.diagnostics.hasErrors { return plan }
        for diagnostic in result.diagnostics.sortedForDisplay() where diagnostic.severity == .error { note(diagnostic.description) }
        note("error: the plan \(label) has errors; run 'trackplan lint' on it")
        return nil
    }

    /// Runs `body`, passing `DiffFailure` through and turning `PlanFilesError` into an I/O failure.
    private func caught<T>(_ body: () throws -> T) throws(DiffFailure) -> T {
        do {
            return try body()
        } catch let failure as DiffFailure {
            throw failure
        } catch {
            throw .io("\(error)")
        }
    }
}

/// One side of the comparison: files already read (from git), or a directory read on the worker that loads it.
private enum PlanSide: Sendable {
    case files([PlanSourceFile], label: String)
    case directory(String)

    var label: String {
        switch self {
        case .files(_, let label): label
        case .directory(let path): path
        }
    }

    func files() throws -> [PlanSourceFile] {
        switch self {
        case .files(let files, _): files
        case .directory(let path): try PlanDirectory.readFiles(at: path)
        }
    }
}

/// Results written by concurrent loads, each index by exactly one worker, read after they all finish.
private final class LoadResults: @unchecked Sendable {
    private var results: [Result<PlanLoadResult, any Error>?]
    private let lock = NSLock()

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ result: Result<PlanLoadResult, any Error>, at index: Int) { lock.withLock { results[index] = result } }

    subscript(index: Int) -> Result<PlanLoadResult, any Error> { lock.withLock { results[index]! } }
}
