// swift-tools-version:6.2
import PackageDescription

/// TrackPlan's plugins running the prebuilt `trackplan` (an artifact bundle): an app that uses them compiles nothing
/// for its tracking plan, needs no json-c and resolves no package beyond this one. Docs/Plugins.md describes it.
///
/// The plugins' sources are those of the source-built plugins (../Plugins, ../Usage/Plugins), linked here by symlink;
/// only Plugins/Shared/PluginTools.swift (which executable runs what) is this package's own, with import and export.
///
/// In this repository the bundle comes by path: `scripts/build-artifact-bundle.sh --output BinaryPlugins` puts
/// `trackplan.artifactbundle` here (scripts/test-binary-plugins.sh does it in a copy). A release publishes this
/// directory with its symlinks resolved as the package apps depend on, with the line below replaced by the
/// released zip's URL and checksum (scripts/publish-binary-plugins.sh, .github/workflows/release.yml).
let package = Package(
    name: "TrackPlanBinaryPlugins",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "TrackPlanBinaryPlugin", targets: ["TrackPlanBinaryPlugin"]),
        .plugin(name: "TrackPlanBinaryGenerateCommand", targets: ["TrackPlanBinaryGenerateCommand"]),
        .plugin(name: "TrackPlanBinaryLintCommand", targets: ["TrackPlanBinaryLintCommand"]),
        .plugin(name: "TrackPlanBinaryDiffCommand", targets: ["TrackPlanBinaryDiffCommand"]),
        .plugin(name: "TrackPlanBinaryUsageCommand", targets: ["TrackPlanBinaryUsageCommand"]),
        .plugin(name: "TrackPlanBinaryImportCommand", targets: ["TrackPlanBinaryImportCommand"]),
        .plugin(name: "TrackPlanBinaryExportCommand", targets: ["TrackPlanBinaryExportCommand"]),
    ],
    targets: [
        .binaryTarget(name: "TrackPlanBinary", path: "trackplan.artifactbundle"),

        .plugin(name: "TrackPlanBinaryPlugin", capability: .buildTool(), dependencies: ["TrackPlanBinary"], path: "Plugins/TrackPlanPlugin"),
        .plugin(
            name: "TrackPlanBinaryGenerateCommand",
            capability: .command(
                intent: .custom(verb: "trackplan-generate", description: "Write the typed Swift for the target's tracking plan into the package"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift next to the plan so it can be committed")]
            ),
            dependencies: ["TrackPlanBinary"],
            path: "Plugins/TrackPlanGenerateCommand"
        ),
        .plugin(
            name: "TrackPlanBinaryLintCommand",
            capability: .command(intent: .custom(verb: "trackplan-lint", description: "Check the tracking plan of every target that has one")),
            dependencies: ["TrackPlanBinary"],
            path: "Plugins/TrackPlanLintCommand"
        ),
        .plugin(
            name: "TrackPlanBinaryDiffCommand",
            capability: .command(
                intent: .custom(verb: "trackplan-diff", description: "Report breaking changes between two versions of the tracking plan")),
            dependencies: ["TrackPlanBinary"],
            path: "Plugins/TrackPlanDiffCommand"
        ),
        .plugin(
            name: "TrackPlanBinaryUsageCommand",
            capability: .command(
                intent: .custom(
                    verb: "trackplan-usage", description: "Report planned events the app's code never constructs, deprecated uses and unknown events")
            ),
            dependencies: ["TrackPlanBinary"],
            path: "Plugins/TrackPlanUsageCommand"
        ),
        .plugin(
            name: "TrackPlanBinaryImportCommand",
            capability: .command(
                intent: .custom(verb: "trackplan-import", description: "Turn a Segment, Iglu or RudderStack tracking plan into a plan directory"),
                permissions: [.writeToPackageDirectory(reason: "Writes the imported plan files into the package")]
            ),
            dependencies: ["TrackPlanBinary"],
            path: "Plugins/TrackPlanImportCommand"
        ),
        .plugin(
            name: "TrackPlanBinaryExportCommand",
            capability: .command(
                intent: .custom(verb: "trackplan-export", description: "Write the plan as a Segment tracking plan or as JSON Schemas"),
                permissions: [.writeToPackageDirectory(reason: "Writes the exported plan into the package")]
            ),
            dependencies: ["TrackPlanBinary"],
            path: "Plugins/TrackPlanExportCommand"
        ),
    ],
    swiftLanguageModes: [.v6]
)
