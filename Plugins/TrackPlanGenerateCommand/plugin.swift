import PackagePlugin

@main
struct TrackPlanGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
