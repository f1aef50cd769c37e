// swift-tools-version:6.2
import PackageDescription

/// `trackplan-usage`: is the plan implemented? Reads an app's Swift sources with swift-syntax and reports planned
/// events never constructed, deprecated events and properties still used, and tracked events the plan lacks.
///
/// A package of its own so that apps depending on the root package (the runtime and the build plugin) never
/// resolve or build swift-syntax. An app opts in by adding this package (its `trackplan-usage` command plugin), or
/// runs it without a dependency: `swift run --package-path <checkout>/Usage trackplan-usage <plan-dir>`.
let package = Package(
    name: "TrackPlanUsage",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "trackplan-usage", targets: ["trackplan-usage"]),
        .plugin(name: "TrackPlanUsageCommand", targets: ["TrackPlanUsageCommand"]),
    ],
    dependencies: [
        .package(name: "TrackPlan", path: ".."),
        // Any release from 600 on, so an app that already pins one (for its macros) resolves without a conflict.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
    targets: [
        .target(
            name: "TrackPlanUsage",
            dependencies: [
                .product(name: "TrackPlanPlanKit", package: "TrackPlan"),
                .product(name: "TrackPlanFiles", package: "TrackPlan"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "trackplan-usage",
            dependencies: [
                "TrackPlanUsage",
                .product(name: "TrackPlanPlanKit", package: "TrackPlan"),
                .product(name: "TrackPlanFiles", package: "TrackPlan"),
            ]
        ),
        .plugin(
            name: "TrackPlanUsageCommand",
            capability: .command(
                intent: .custom(
                    verb: "trackplan-usage", description: "Report planned events the app's code never constructs, deprecated uses and unknown events")
            ),
            dependencies: ["trackplan-usage"]
        ),
        .testTarget(
            name: "TrackPlanUsageTests",
            dependencies: ["TrackPlanUsage", .product(name: "TrackPlanPlanKit", package: "TrackPlan")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
