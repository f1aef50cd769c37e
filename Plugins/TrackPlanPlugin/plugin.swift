import Foundation
import PackagePlugin

/// Build-tool plugin: a target holding `TrackPlan/trackplan.json` gets the plan's typed Swift on every build.
///
/// Declares every input (each plan file and the tool) and every output (fixed by the plan's file names, see
/// `OutputLayout`), and writes only into the plugin work directory. The build reruns the command only when an
/// input changed. Plan errors are printed by the tool as `path:line:col: error: …`, which the build shows as
/// errors at that place in the plan file. The tool is `PluginTools.generate`: `trackplan-build-tool` (json-c only,
/// so a package using the plugin builds no argument parser or YAML library), in BinaryPlugins/ the prebuilt
/// `trackplan`.
@main
struct TrackPlanPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        guard let plan = PlanLocation(targetDirectory: target.directoryURL) else {
            Diagnostics.error(
                """
                TrackPlanPlugin: no tracking plan in target '\(target.name)'. \
                Put the plan's manifest at \(target.directoryURL.path)/\(PlanLocation.directoryName)/\(PlanLocation.manifestName)
                """)
            return []
        }
        let tool = try context.tool(named: PluginTools.generate.tool)
        return [
            Self.command(plan: plan, tool: tool.url, workDirectory: context.pluginWorkDirectoryURL, module: target.moduleName, target: target.name)
        ]
    }

    /// The one generate command, for packages and Xcode projects alike.
    static func command(plan: PlanLocation, tool: URL, workDirectory: URL, module: String, target: String) -> Command {
        let output = workDirectory.appendingPathComponent("GeneratedSources", isDirectory: true)
        let planFiles = plan.planFiles()
        return .buildCommand(
            displayName: "Generating typed events for \(target) from its tracking plan",
            executable: tool,
            arguments: PluginTools.generate.arguments([plan.directory.path, "--output", output.path, "--module-name", module]),
            inputFiles: planFiles.map { plan.directory.appendingPathComponent($0) } + [tool],
            outputFiles: OutputLayout.outputNames(forPlanFiles: planFiles).map { output.appendingPathComponent($0) })
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// Xcode app targets: the plan is found by its manifest, `TrackPlan/trackplan.json`, among the target's files
    /// (add the `TrackPlan` folder to the target; Docs/Xcode.md shows the steps).
    extension TrackPlanPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            guard let plan = target.inputFiles.lazy.compactMap({ PlanLocation(manifest: $0.url) }).first else {
                Diagnostics.error(
                    "TrackPlanPlugin: no tracking plan in target '\(target.displayName)'. Add a folder TrackPlan holding trackplan.json to the target"
                )
                return []
            }
            let tool = try context.tool(named: PluginTools.generate.tool)
            return [
                Self.command(
                    plan: plan, tool: tool.url, workDirectory: context.pluginWorkDirectoryURL, module: target.moduleNameGuess,
                    target: target.displayName)
            ]
        }
    }

    extension XcodeTarget {
        /// Xcode's default module name: the product name with characters that cannot start or be in an identifier
        /// replaced by `_` (what PRODUCT_MODULE_NAME is unless a target sets it).
        var moduleNameGuess: String {
            let name = product?.name ?? displayName
            var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
            if result.first?.isNumber == true { result = "_" + result }
            return result
        }
    }
#endif
