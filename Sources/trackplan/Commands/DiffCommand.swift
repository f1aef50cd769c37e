import ArgumentParser
import Foundation
import TrackPlanCheck
import TrackPlanDiff
import TrackPlanGenerate
import TrackPlanModel

/// `trackplan diff`: breaking changes between two versions of a plan, for CI.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Report breaking changes between two versions of a plan.",
        discussion: """
            Compares two plans and reports every change with its verdict for three audiences: the Swift code that \
            calls the generated API (source), new readers of old data (data-backward) and old readers of new data \
            (data-forward). Also checks that the new plan's version is bumped enough. See Docs/Diff.md.

            With --against, <plan-dir> is compared with the same directory at a git ref (read from git; the working \
            tree is not touched; CI needs the ref's history: fetch-depth 0).

            Examples:
              trackplan diff old-plan/ Schemas/
              trackplan diff --against origin/main Schemas --format github

            Exit status: 0 no breaking change, 1 breaking changes (after the config), 2 usage, plan or config \
            error, 3 a file cannot be read or git cannot run.
            """
    )

    @Argument(help: "<old-plan-dir> <new-plan-dir>, or one <plan-dir> with --against.")
    var directories: [String] = []

    @Option(help: "Compare <plan-dir> with the same directory at this git ref.")
    var against: String?

    @Option(help: "Output format: text, json, markdown, github or sarif.")
    var format = ReportFormat.text

    @Option(help: "The diff config (default: .trackplan-diff.json in the current directory, if any).")
    var config: String?

    @Option(help: "backward, forward or full (overrides the config; default backward).")
    var mode: CompatibilityMode?

    @Option(name: .customLong("events"), help: "closed or open (overrides the config; default closed).")
    var openness: EventOpenness?

    @Option(help: "The date ignore expiries are checked against, YYYY-MM-DD (default: today, UTC).")
    var today: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        let expected = against == nil ? 2 : 1
        guard directories.count == expected else {
            throw ValidationError(against == nil ? "expected <old-plan-dir> <new-plan-dir>" : "expected one <plan-dir> with --against")
        }
        if let today, today.count != 10 || Self.dateFormatter.date(from: today) == nil {
            throw ValidationError("--today must be a date written YYYY-MM-DD")
        }
    }

    static var dateFormatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }

    func run() throws {
        let console = global.console
        let config = try loadConfig(console: console)
        guard let config else { throw ExitCode(ExitStatus.usage) }

        // Each side is read and loaded independently of the other: both run side by side, one per core.
        let sides: [PlanSide]
        if let ref = against {
            let snapshot = try GitPlanReader(planDirectory: directories[0], note: { console.error($0) }).read(at: ref)
            guard !snapshot.files.isEmpty else {
                console.error("note: \(snapshot.label) holds no plan files; nothing to compare")
                return
            }
            sides = [.files(snapshot.files, label: snapshot.label), .directory(directories[0])]
        } else {
            sides = [.directory(directories[0]), .directory(directories[1])]
        }
        let results = LoadResults(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.store(Result { PlanLoader().load(try sides[index].files()) }, at: index)
        }
        // A side that cannot be read is reported for the old side first, as when read one after the other.
        let loaded = (old: try results[0].get(), new: try results[1].get())
        let old = (label: sides[0].label, result: loaded.old)
        let new = (label: sides[1].label, result: loaded.new)
        guard let oldPlan = Self.plan(old.result, label: old.label, console: console),
            let newPlan = Self.plan(new.result, label: new.label, console: console)
        else {
            throw ExitCode(ExitStatus.usage)
        }
        let today = self.today ?? Self.dateFormatter.string(from: Date())
        let report = PlanComparison(config: config, today: today).compare(oldPlan, newPlan, oldLabel: old.label, newLabel: new.label)
        let text = format.render(report, colors: format == .text && console.colorsStdout, toolVersion: TrackPlanVersion.current)
        FileHandle.standardOutput.write(Data(text.utf8))
        // The output is written and nothing else remains to do: exit here, skipping the teardown of both plan trees
        // and the report (tens of milliseconds of freeing memory the process is about to hand back anyway).
        Foundation.exit(report.isBreaking ? ExitStatus.findings : ExitStatus.success)
    }

    /// One loaded side; plan errors are printed and make the diff a usage error (exit 2).
    private static func plan(_ result: PlanLoadResult, label: String, console: Console) -> Plan? {
        if let plan = result.plan, !result.diagnostics.hasErrors { return plan }
        for diagnostic in result.diagnostics.sortedForDisplay() where diagnostic.severity == .error { console.error(diagnostic.description) }
        console.error("error: the plan \(label) has errors; run 'trackplan lint' on it")
        return nil
    }

    private func loadConfig(console: Console) throws -> DiffConfig? {
        var config = DiffConfig()
        let path =
            self.config ?? (FileManager.default.fileExists(atPath: DiffConfigReader.defaultFileName) ? DiffConfigReader.defaultFileName : nil)
        if let path {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            for directory in directories {
                let root = URL(fileURLWithPath: directory).standardizedFileURL.path + "/"
                if absolute.hasPrefix(root) {
                    throw UsageError(
                        "the config '\(path)' is inside the plan directory '\(directory)', where every *.json is a plan file; move it out")
                }
            }
            guard let data = FileManager.default.contents(atPath: path) else { throw IOError("cannot read the config '\(path)'") }
            let result = DiffConfigReader().read([UInt8](data), displayPath: path)
            for diagnostic in result.diagnostics { console.error(diagnostic.description) }
            guard let read = result.config else { return nil }
            config = read
        }
        if let mode { config.settings.mode = mode }
        if let openness { config.settings.openness = openness }
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
        case .directory(let path): try PlanFiles.read(path)
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

extension ReportFormat: ExpressibleByArgument {}
extension CompatibilityMode: ExpressibleByArgument {}
extension EventOpenness: ExpressibleByArgument {}
