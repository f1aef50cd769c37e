// swift-tools-version:6.0
import PackageDescription

/// TrackPlan beside Segment's analytics-swift on one workload: 100k events of the benchmarks' 8-property event,
/// total time until every event is stored on disk. Its own package, so no app ever resolves analytics-swift;
/// run it with scripts/benchmark-segment.sh (Docs/Performance.md).
let package = Package(
    name: "segment-side-by-side",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, so the reference holds whatever the checkout's directory is called.
        .package(name: "TrackPlan", path: "../.."),
        .package(url: "https://github.com/segmentio/analytics-swift.git", exact: "1.10.0"),
    ],
    targets: [
        // The example plan's generated code (a symlink to the repository's Generated/), for its consent categories.
        .target(name: "ExamplePlan", dependencies: [.product(name: "TrackPlan", package: "TrackPlan")]),
        .executableTarget(
            name: "segment-side-by-side",
            dependencies: ["ExamplePlan", .product(name: "TrackPlan", package: "TrackPlan"), .product(name: "Segment", package: "analytics-swift")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
