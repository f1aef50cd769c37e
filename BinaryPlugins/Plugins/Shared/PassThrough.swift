// Shared by BinaryPlugins/Plugins/TrackPlanImportCommand and TrackPlanExportCommand (by symlink).
import Foundation
import PackagePlugin

/// A command plugin that runs one `trackplan` command with its arguments unchanged, in the package's (or Xcode
/// project's) directory, so relative paths are the package's; a failure becomes the plugin's error with the status.
protocol PassThroughCommand: CommandPlugin {
    static var command: ToolCommand { get }
}

extension PassThroughCommand {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.run(tool: context.tool(named: Self.command.tool).url, arguments: arguments, in: context.package.directoryURL)
    }

    static func run(tool: URL, arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = command.arguments(arguments)
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        if status != 0 { Diagnostics.error("trackplan \(command.subcommand.joined(separator: " ")) failed (status \(status))") }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension PassThroughCommand {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try Self.run(tool: context.tool(named: Self.command.tool).url, arguments: arguments, in: context.xcodeProject.directoryURL)
        }
    }
#endif
