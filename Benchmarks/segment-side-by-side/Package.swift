// swift-tools-version:6.2
import PackageDescription

/// TrackPlan beside Segment's analytics-swift on one workload: 100k events of the benchmarks' generated 8-property event,
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
        // The benchmarks' event, generated from Benchmarks/Plan, with its sample values: a symlink to the directory the
        // root package's trackplan-benchmarks compiles, so both harnesses track the same event.
        .target(name: "BenchmarkPlan", dependencies: [.product(name: "TrackPlan", package: "TrackPlan")]),
        .executableTarget(
            name: "segment-side-by-side",
            dependencies: ["BenchmarkPlan", .product(name: "TrackPlan", package: "TrackPlan"), .product(name: "Segment", package: "analytics-swift")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
