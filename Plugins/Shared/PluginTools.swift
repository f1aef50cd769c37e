// The source-built plugins' tools: Plugins/ and Usage/Plugins link this file by symlink; BinaryPlugins/ has its own
// PluginTools (the prebuilt `trackplan`). Uses ToolCommand, symlinked beside it.

/// Which executable runs each command of the source-built plugins: the plugins' tools built from this package (json-c
/// only), so an app builds no argument parser, YAML or swift-syntax for them.
enum PluginTools {
    static let generate = ToolCommand(tool: "trackplan-build-tool", subcommand: ["generate"])
    static let lint = ToolCommand(tool: "trackplan-build-tool", subcommand: ["lint"])
    static let diff = ToolCommand(tool: "trackplan-diff-tool", subcommand: [])
    static let usage = ToolCommand(tool: "trackplan-usage", subcommand: [])
}
