import Foundation
import PackagePlugin

/// Command plugin for teams that commit the generated code:
/// `swift package --allow-writing-to-package-directory trackplan-generate [--target <name>] [--output <dir>]
/// [--access-level public|internal]`.
///
/// For each target holding `TrackPlan/trackplan.json` (or only `--target`), writes the same code the build plugin
/// would into `<target>/TrackPlanGenerated/` (or `<target>/<--output>`). Do not also apply the build plugin to
/// that target, or every type is declared twice.
@main
struct TrackPlanGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let outputName = extractor.extractOption(named: "output").last ?? "TrackPlanGenerated"
        let accessLevel = extractor.extractOption(named: "access-level").last ?? "public"
        let tool = try context.tool(named: "trackplan")

        var generatedAny = false
        for case let target as SourceModuleTarget in context.package.targets where targetNames.isEmpty || targetNames.contains(target.name) {
            guard let plan = PlanLocation(targetDirectory: target.directoryURLCompat) else { continue }
            let output = target.directoryURLCompat.appendingPathComponent(outputName, isDirectory: true)
            let process = try Process.run(
                tool.url,
                arguments: [
                    "generate", plan.directory.path, "--output", output.path, "--module-name", target.moduleName, "--access-level", accessLevel,
                ])
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("trackplan generate failed for target '\(target.name)' (exit \(process.terminationStatus))")
                return
            }
            generatedAny = true
        }
        if !generatedAny {
            Diagnostics.warning("No target has \(PlanLocation.directoryName)/\(PlanLocation.manifestName); nothing generated")
        }
    }
}
