import Foundation
import TrackPlanCheck
import TrackPlanDiff
import TrackPlanModel

/// `trackplan diff`: breaking changes between two versions of a plan, for CI.
enum DiffCommand: CLICommand {
    static let name = "diff"
    static let summary = "Report breaking changes between two versions of a plan"
    static let usage = """
        Usage: trackplan diff <old-plan-dir> <new-plan-dir> [options]
               trackplan diff --against <git-ref> <plan-dir> [options]

        Compares two plans and reports every change with its verdict for three audiences: the Swift code that
        calls the generated API (source), new readers of old data (data-backward) and old readers of new data
        (data-forward). Also checks that the new plan's version is bumped enough. See Docs/Diff.md.

        Options:
          --against <git-ref>     compare <plan-dir> with the same directory at <git-ref> (read from git, the
                                  working tree is not touched; needs the ref's history: fetch-depth 0 in CI)
          --format <format>       text (default), json, markdown, github or sarif
          --config <file>         the diff config (default: .trackplan-diff.json in the current directory, if any;
                                  never inside the plan directory)
          --mode <mode>           backward, forward or full (overrides the config; default backward)
          --events <openness>     closed or open (overrides the config; default closed)
          --today <YYYY-MM-DD>    the date ignore expiries are checked against (default: today, UTC)

        Exit status: 0 no breaking change, 1 breaking changes (after the config), 2 usage, plan, config or git error.
        """

    static func run(_ arguments: [String], console: Console) throws -> Int32 {
        let options = try DiffOptions(arguments)
        let config = try loadConfig(options, console: console)
        guard let config else { return ExitCode.usage }

        // Each side is read and loaded independently of the other: both run side by side, one per core.
        let sides: [PlanSide]
        if let ref = options.against {
            let snapshot = try GitPlanReader(planDirectory: options.directories[0], note: { console.error($0) }).read(at: ref)
            guard !snapshot.files.isEmpty else {
                console.error("note: \(snapshot.label) holds no plan files; nothing to compare")
                return ExitCode.success
            }
            sides = [.files(snapshot.files, label: snapshot.label), .directory(options.directories[0])]
        } else {
            sides = [.directory(options.directories[0]), .directory(options.directories[1])]
        }
        let results = LoadResults(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.store(Result { PlanLoader().load(try sides[index].files()) }, at: index)
        }
        // A side that cannot be read is a usage error, reported for the old side first as when read one after the other.
        let loaded = (old: try results[0].get(), new: try results[1].get())
        let old = (label: sides[0].label, result: loaded.old)
        let new = (label: sides[1].label, result: loaded.new)
        guard let oldPlan = plan(old.result, label: old.label, console: console), let newPlan = plan(new.result, label: new.label, console: console)
        else {
            return ExitCode.usage
        }
        let report = PlanComparison(config: config, today: options.today).compare(oldPlan, newPlan, oldLabel: old.label, newLabel: new.label)
        let text = options.format.render(report, colors: options.format == .text && console.colorsStdout, toolVersion: TrackPlanVersion.current)
        FileHandle.standardOutput.write(Data(text.utf8))
        // The output is written and nothing else remains to do: exit here, skipping the teardown of both plan trees
        // and the report (tens of milliseconds of freeing memory the process is about to hand back anyway).
        exit(report.isBreaking ? ExitCode.failure : ExitCode.success)
    }

    /// One loaded side; plan errors are printed and make the diff a usage error (exit 2).
    private static func plan(_ result: PlanLoadResult, label: String, console: Console) -> Plan? {
        if let plan = result.plan, !result.diagnostics.hasErrors { return plan }
        for diagnostic in result.diagnostics.sortedForDisplay() where diagnostic.severity == .error { console.error(diagnostic.description) }
        console.error("error: the plan \(label) has errors; run 'trackplan lint' on it")
        return nil
    }

    private static func loadConfig(_ options: DiffOptions, console: Console) throws -> DiffConfig? {
        var config = DiffConfig()
        let path =
            options.configPath ?? (FileManager.default.fileExists(atPath: DiffConfigReader.defaultFileName) ? DiffConfigReader.defaultFileName : nil)
        if let path {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            for directory in options.directories {
                let root = URL(fileURLWithPath: directory).standardizedFileURL.path + "/"
                if absolute.hasPrefix(root) {
                    throw UsageError(
                        "the config '\(path)' is inside the plan directory '\(directory)', where every *.json is a plan file; move it out")
                }
            }
            guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("cannot read the config '\(path)'") }
            let result = DiffConfigReader().read([UInt8](data), displayPath: path)
            for diagnostic in result.diagnostics { console.error(diagnostic.description) }
            guard let read = result.config else { return nil }
            config = read
        }
        if let mode = options.mode { config.settings.mode = mode }
        if let openness = options.openness { config.settings.openness = openness }
        return config
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
