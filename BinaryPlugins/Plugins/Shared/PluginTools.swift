// The binary plugins' tool: every plugin in BinaryPlugins/Plugins links this file by symlink (the source-built plugins
// have their own, Plugins/Shared/PluginTools.swift). Uses ToolCommand, symlinked beside it.

/// Which executable runs each command of the binary plugins: the one prebuilt `trackplan` of the artifact bundle
/// (the binary target `TrackPlanBinary`, artifact `trackplan`), so an app compiles nothing for any plugin.
enum PluginTools {
    static let generate = ToolCommand(tool: "trackplan", subcommand: ["generate"])
    static let lint = ToolCommand(tool: "trackplan", subcommand: ["lint"])
    static let diff = ToolCommand(tool: "trackplan", subcommand: ["diff"])
    static let usage = ToolCommand(tool: "trackplan", subcommand: ["usage"])
    static let importPlan = ToolCommand(tool: "trackplan", subcommand: ["import"])
    static let exportPlan = ToolCommand(tool: "trackplan", subcommand: ["export"])
}
