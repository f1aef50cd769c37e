import Foundation
import PackagePlugin

/// `swift package trackplan-lint [--target <name>]`: checks the plan of every target holding
/// `TrackPlan/trackplan.json` and prints each problem as `path:line:col: severity: message [rule-id]`, the same
/// checks as `trackplan lint` and the build plugin. Fails when a plan has errors.
@main
struct TrackPlanLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let tool = try context.tool(named: "trackplan-build-tool")
        var plans: [(name: String, plan: PlanLocation)] = []
        for case let target as SourceModuleTarget in context.package.targets where names.isEmpty || names.contains(target.name) {
            if let plan = PlanLocation(targetDirectory: target.directoryURLCompat) { plans.append((target.name, plan)) }
        }
        try Self.lint(plans, tool: tool.url)
    }

    static func lint(_ plans: [(name: String, plan: PlanLocation)], tool: URL) throws {
        guard !plans.isEmpty else {
            Diagnostics.warning("No target has \(PlanLocation.directoryName)/\(PlanLocation.manifestName); nothing to check")
            return
        }
        var failed: [String] = []
        for entry in plans {
            let process = try Process.run(tool, arguments: ["lint", entry.plan.directory.path])
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append(entry.name) }
        }
        if !failed.isEmpty { Diagnostics.error("the tracking plan of \(failed.joined(separator: ", ")) has errors") }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension TrackPlanLintCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let tool = try context.tool(named: "trackplan-build-tool")
            let plans = context.xcodeProject.targets.compactMap { target in
                target.inputFiles.lazy.compactMap { PlanLocation(manifest: $0.url) }.first.map { (target.displayName, $0) }
            }
            try Self.lint(plans, tool: tool.url)
        }
    }
#endif
