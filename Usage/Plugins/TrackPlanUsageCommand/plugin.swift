import Foundation
import PackagePlugin

/// `swift package trackplan-usage [--target <name>] [--format text|json|github|sites] [--strict]`: for the plan of each
/// target holding `TrackPlan/trackplan.json` (or of `--target`), reads the Swift sources of every target of the
/// package and reports what `trackplan-usage` finds, with package-relative positions. Read-only: needs no
/// `--allow-…` flag, also in macOS's plugin sandbox.
@main
struct TrackPlanUsageCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let root = context.package.directoryURL
        var plans: [(name: String, plan: PlanLocation)] = []
        var sources: [String] = []
        for case let target as SourceModuleTarget in context.package.targets {
            let directory = target.directoryURL
            sources.append(PlanLocation.relativePath(of: directory, from: root))
            if names.isEmpty || names.contains(target.name), let plan = PlanLocation(targetDirectory: directory) { plans.append((target.name, plan)) }
        }
        guard !plans.isEmpty else {
            Diagnostics.warning("No target has \(PlanLocation.directoryName)/\(PlanLocation.manifestName); nothing to check")
            return
        }
        let tool = try context.tool(named: PluginTools.usage.tool)
        var failed: [String] = []
        for entry in plans {
            let process = Process()
            process.executableURL = tool.url
            process.arguments = PluginTools.usage.arguments([entry.plan.relativePath(from: root)] + sources + extractor.remainingArguments)
            process.currentDirectoryURL = root
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append("\(entry.name) (status \(process.terminationStatus))") }
        }
        if !failed.isEmpty { Diagnostics.error("trackplan-usage failed for \(failed.joined(separator: ", "))") }
    }
}
