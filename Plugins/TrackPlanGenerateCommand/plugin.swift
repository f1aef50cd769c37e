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
        let options = Options(arguments)
        let tool = try context.tool(named: PluginTools.generate.tool)
        var plans: [(plan: PlanLocation, module: String, name: String, directory: URL)] = []
        for case let target as SourceModuleTarget in context.package.targets where options.includes(target.name) {
            guard let plan = PlanLocation(targetDirectory: target.directoryURL) else { continue }
            plans.append((plan, target.moduleName, target.name, target.directoryURL))
        }
        Self.generate(plans, tool: tool.url, options: options)
    }

    /// `--target` (repeatable), `--output`, `--access-level`.
    struct Options {
        var targetNames: Set<String>
        var outputName: String
        var accessLevel: String

        init(_ arguments: [String]) {
            var extractor = ArgumentExtractor(arguments)
            targetNames = Set(extractor.extractOption(named: "target"))
            outputName = extractor.extractOption(named: "output").last ?? "TrackPlanGenerated"
            accessLevel = extractor.extractOption(named: "access-level").last ?? "public"
        }

        func includes(_ target: String) -> Bool { targetNames.isEmpty || targetNames.contains(target) }
    }

    /// Runs the tool for each plan, writing next to the plan's target directory; stops at the first failure.
    static func generate(_ plans: [(plan: PlanLocation, module: String, name: String, directory: URL)], tool: URL, options: Options) {
        guard !plans.isEmpty else {
            Diagnostics.warning("No target has \(PlanLocation.directoryName)/\(PlanLocation.manifestName); nothing generated")
            return
        }
        for entry in plans {
            let output = entry.directory.appendingPathComponent(options.outputName, isDirectory: true)
            let arguments = PluginTools.generate.arguments([
                entry.plan.directory.path, "--output", output.path, "--module-name", entry.module, "--access-level", options.accessLevel,
            ])
            guard let process = try? Process.run(tool, arguments: arguments) else {
                Diagnostics.error("cannot run \(tool.path)")
                return
            }
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("trackplan generate failed for target '\(entry.name)' (exit \(process.terminationStatus))")
                return
            }
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// In Xcode: File ▸ Packages… or the target's context menu ▸ TrackPlanGenerateCommand. Each target whose files
    /// include `TrackPlan/trackplan.json` gets `TrackPlanGenerated/` next to its `TrackPlan` folder (add that
    /// folder's files to the target once).
    extension TrackPlanGenerateCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let options = Options(arguments)
            let tool = try context.tool(named: PluginTools.generate.tool)
            var plans: [(plan: PlanLocation, module: String, name: String, directory: URL)] = []
            for target in context.xcodeProject.targets where options.includes(target.displayName) {
                guard let plan = target.inputFiles.lazy.compactMap({ PlanLocation(manifest: $0.url) }).first else { continue }
                let name = target.product?.name ?? target.displayName
                let module = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
                plans.append((plan, module, target.displayName, plan.directory.deletingLastPathComponent()))
            }
            Self.generate(plans, tool: tool.url, options: options)
        }
    }
#endif
