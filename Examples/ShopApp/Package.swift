// swift-tools-version:6.2
import PackageDescription

/// An app that uses TrackPlan the way any app would: the runtime library plus the build plugin, and a plan at
/// Sources/ShopApp/TrackPlan/trackplan.json. `swift build` generates the typed events; nothing to run by hand.
let package = Package(
    name: "ShopApp",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "TrackPlan", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "ShopApp",
            dependencies: [.product(name: "TrackPlan", package: "TrackPlan")],
            plugins: [.plugin(name: "TrackPlanPlugin", package: "TrackPlan")]
        )
    ],
    swiftLanguageModes: [.v6]
)
