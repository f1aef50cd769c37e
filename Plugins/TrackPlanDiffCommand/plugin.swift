import Foundation
import PackagePlugin

/// `swift package trackplan-diff [--target <name>] --against <git-ref> [options]` or
/// `swift package trackplan-diff <old-plan-dir> <new-plan-dir> [options]`: `trackplan diff` from an app package.
///
/// Runs `PluginTools.diff` (`trackplan-diff-tool`, json-c only; in BinaryPlugins/ the prebuilt `trackplan diff`) in
/// the package directory, so relative paths, the default config `.trackplan-diff.json` and the file positions in
/// every format are those of the package root. Without plan
/// directories it compares the plan of the one target holding `TrackPlan/trackplan.json` (or of `--target`). Every
/// other option goes to the tool unchanged. The report is the tool's standard output; `swift package` exits 0
/// or 1 (it folds a plugin's statuses), so the status the diff chose is also printed on failure.
///
/// On macOS the plugin runs sandboxed, and needs no `--allow-…` flag: it writes nothing, and `--against` runs
/// read-only git commands (`rev-parse`, `ls-tree`, `cat-file`, with `GIT_OPTIONAL_LOCKS=0`) that read the
/// repository's objects.
@main
struct TrackPlanDiffCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        var forwarded = extractor.remainingArguments
        let root = context.package.directoryURL
        if !DiffCommandLine.hasDirectories(forwarded) {
            var plans: [(name: String, location: PlanLocation)] = []
            for case let target as SourceModuleTarget in context.package.targets where names.isEmpty || names.contains(target.name) {
                if let plan = PlanLocation(targetDirectory: target.directoryURL) { plans.append((target.name, plan)) }
            }
            guard plans.count == 1, let plan = plans.first else {
                Diagnostics.error(
                    plans.isEmpty
                        ? "no target has \(PlanLocation.directoryName)/\(PlanLocation.manifestName); pass the plan directories"
                        : "targets \(plans.map(\.name).joined(separator: ", ")) have plans; choose one with --target <name>")
                return
            }
            guard forwarded.contains(where: { $0 == "--against" || $0.hasPrefix("--against=") }) else {
                Diagnostics.error("compare the plan with a git ref (--against main) or give <old-plan-dir> <new-plan-dir>")
                return
            }
            forwarded.append(plan.location.relativePath(from: root))
        }
        let tool = try context.tool(named: PluginTools.diff.tool)
        let process = Process()
        process.executableURL = tool.url
        process.arguments = PluginTools.diff.arguments(forwarded)
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard status != 0 else { return }
        Diagnostics.error("trackplan diff: \(DiffCommandLine.meaning(of: status)) (status \(status))")
    }
}

/// What the plugin needs to know of the diff's command line: whether plan directories were given.
enum DiffCommandLine {
    /// Options that take a value (`--name value`; `--name=value` is one argument).
    static let valued: Set<String> = ["--against", "--format", "--config", "--mode", "--events", "--today", "--call-sites"]

    static func hasDirectories(_ arguments: [String]) -> Bool {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--" { return !rest.isEmpty }
            if valued.contains(argument) {
                _ = rest.popFirst()
            } else if !argument.hasPrefix("--") {
                return true
            }
        }
        return false
    }

    /// The diff's exit statuses (Docs/Diff.md).
    static func meaning(of status: Int32) -> String {
        switch status {
        case 1: "breaking changes, or a version that is too low"
        case 2: "a usage, plan, config or git problem"
        case 3: "a file or directory cannot be read, or git cannot run"
        default: "the diff tool failed"
        }
    }
}
