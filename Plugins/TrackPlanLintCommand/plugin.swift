import Foundation
import PackagePlugin

/// `swift package trackplan-lint [--target <name>] [--format text|json|github]`: checks the plan of every target
/// holding `TrackPlan/trackplan.json` and prints what `trackplan lint <plan-dir>` prints, run from the package
/// directory with the plan's package-relative path (so GitHub annotations land on the file): each problem as
/// `path:line:col: severity: message [rule-id]` and the same summary line. Fails when a plan has errors.
@main
struct TrackPlanLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let format = extractor.extractOption(named: "format").last
        let tool = try context.tool(named: PluginTools.lint.tool)
        var plans: [(name: String, plan: PlanLocation)] = []
        for case let target as SourceModuleTarget in context.package.targets where names.isEmpty || names.contains(target.name) {
            if let plan = PlanLocation(targetDirectory: target.directoryURL) { plans.append((target.name, plan)) }
        }
        try Self.lint(plans, tool: tool.url, root: context.package.directoryURL, format: format)
    }

    static func lint(_ plans: [(name: String, plan: PlanLocation)], tool: URL, root: URL, format: String?) throws {
        guard !plans.isEmpty else {
            Diagnostics.warning("No target has \(PlanLocation.directoryName)/\(PlanLocation.manifestName); nothing to check")
            return
        }
        var failed: [String] = []
        for entry in plans {
            let process = Process()
            process.executableURL = tool
            process.arguments = PluginTools.lint.arguments([entry.plan.relativePath(from: root)] + (format.map { ["--format", $0] } ?? []))
            process.currentDirectoryURL = root
            try process.run()
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
            var extractor = ArgumentExtractor(arguments)
            let format = extractor.extractOption(named: "format").last
            let tool = try context.tool(named: PluginTools.lint.tool)
            let plans = context.xcodeProject.targets.compactMap { target in
                target.inputFiles.lazy.compactMap { PlanLocation(manifest: $0.url) }.first.map { (target.displayName, $0) }
            }
            try Self.lint(plans, tool: tool.url, root: context.xcodeProject.directoryURL, format: format)
        }
    }
#endif
