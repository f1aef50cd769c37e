import Foundation
import PackagePlugin

/// Build-tool plugin: a target holding `TrackPlan/trackplan.json` gets the plan's typed Swift on every build.
///
/// Declares every input (each plan file and the `trackplan` executable) and every output (fixed by the plan's
/// file names, see `OutputLayout`), and writes only into the plugin work directory. SwiftPM reruns the command
/// only when an input changed. Plan errors are printed by `trackplan` as `path:line:col: error: …`, which the
/// build shows as errors at that place in the plan file.
@main
struct TrackPlanPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        guard let plan = PlanLocation(targetDirectory: target.directoryURLCompat) else {
            Diagnostics.error(
                """
                TrackPlanPlugin: no tracking plan in target '\(target.name)'. \
                Put the plan's manifest at \(target.directoryURLCompat.path)/\(PlanLocation.directoryName)/\(PlanLocation.manifestName)
                """)
            return []
        }
        let tool = try context.tool(named: "trackplan")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedSources", isDirectory: true)
        let planFiles = plan.planFiles()
        return [
            .buildCommand(
                displayName: "Generating typed events for \(target.name) from its tracking plan",
                executable: tool.url,
                arguments: ["generate", plan.directory.path, "--output", output.path, "--module-name", target.moduleName],
                inputFiles: planFiles.map { plan.directory.appendingPathComponent($0) } + [tool.url],
                outputFiles: OutputLayout.outputNames(forPlanFiles: planFiles).map { output.appendingPathComponent($0) })
        ]
    }
}
