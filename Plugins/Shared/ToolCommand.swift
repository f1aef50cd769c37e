// Shared by every plugin in Plugins/, Usage/Plugins and BinaryPlugins/Plugins (by symlink: plugins cannot share a
// library target). No imports: each package's PluginTools says which executable runs which command.

/// An executable a plugin runs, and the words that select the command: the source-built plugins run a tool of
/// their own package (`trackplan-build-tool generate …`), the binary plugins the bundle's one `trackplan`
/// (`trackplan generate …`, `trackplan diff …`).
struct ToolCommand: Sendable {
    /// The tool's name as the plugin context knows it (an executable target, or an artifact of a bundle).
    var tool: String
    /// The words before the command's own arguments.
    var subcommand: [String]

    /// The full argument list: the subcommand's words, then `arguments`.
    func arguments(_ arguments: [String]) -> [String] { subcommand + arguments }
}
