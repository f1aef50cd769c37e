import PackagePlugin

/// `swift package --allow-writing-to-package-directory trackplan-import <segment|iglu|rudderstack> <source> --output
/// <plan-dir> [options]`: `trackplan import` from an app package, in the package directory. Binary plugins only: the
/// importers need a YAML library, which the source-built plugins would make every app build.
@main
struct TrackPlanImportCommand: PassThroughCommand {
    static let command = PluginTools.importPlan
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension TrackPlanImportCommand: XcodeCommandPlugin {}
#endif
