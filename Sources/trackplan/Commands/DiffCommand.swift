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

        let old: (files: [PlanSourceFile], label: String)
        let newDirectory: String
        if let ref = options.against {
            newDirectory = options.directories[0]
            let snapshot = try GitPlanReader(planDirectory: newDirectory, note: { console.error($0) }).read(at: ref)
            guard !snapshot.files.isEmpty else {
                console.error("note: \(snapshot.label) holds no plan files; nothing to compare")
                return ExitCode.success
            }
            old = (snapshot.files, snapshot.label)
        } else {
            old = (try PlanDirectory.readFiles(at: options.directories[0]), options.directories[0])
            newDirectory = options.directories[1]
        }
        let new = (files: try PlanDirectory.readFiles(at: newDirectory), label: newDirectory)
        // The two plans load independently: load them side by side.
        let sides = [old, new]
        let results = LoadResults(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { index in results.store(PlanLoader().load(sides[index].files), at: index) }
        guard let oldPlan = plan(results[0], label: old.label, console: console), let newPlan = plan(results[1], label: new.label, console: console)
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

/// Results written by concurrent loads, each index by exactly one worker, read after they all finish.
private final class LoadResults: @unchecked Sendable {
    private var results: [PlanLoadResult?]
    private let lock = NSLock()

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ result: PlanLoadResult, at index: Int) { lock.withLock { results[index] = result } }

    subscript(index: Int) -> PlanLoadResult { lock.withLock { results[index]! } }
}
