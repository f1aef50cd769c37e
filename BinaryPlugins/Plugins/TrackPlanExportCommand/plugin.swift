import PackagePlugin

/// `swift package --allow-writing-to-package-directory trackplan-export <segment|json-schema> <plan-dir> [--output
/// <path>]`: `trackplan export` from an app package, in the package directory. Binary plugins only, like import.
@main
struct TrackPlanExportCommand: PassThroughCommand {
    static let command = PluginTools.exportPlan
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension TrackPlanExportCommand: XcodeCommandPlugin {}
#endif
