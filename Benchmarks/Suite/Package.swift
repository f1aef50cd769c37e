// swift-tools-version:6.2
import PackageDescription

/// TrackPlan's benchmarks on ordo-one/benchmark (package-benchmark): wall clock, CPU time and malloc counts of `track`
/// and of the host tools' stages, with a stored baseline (`.benchmarkBaselines/`). A package of its own, so an app that
/// depends on TrackPlan never resolves the benchmark package; it depends on the TrackPlan package at the repository's
/// root by path. Run it with `scripts/benchmark-package.sh` (see Docs/Performance.md).
let package = Package(
    name: "TrackPlanBenchmarkSuite",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "TrackPlan", path: "../.."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The benchmarks' generated event and its sample values (a symlink to Benchmarks/BenchmarkPlan, which the root
        // package's trackplan-benchmarks and segment-side-by-side compile too).
        .target(name: "BenchmarkPlan", dependencies: [.product(name: "TrackPlan", package: "TrackPlan")], path: "BenchmarkPlan"),
        // `track` of that event.
        benchmarkTarget("TrackBenchmarks", measuring: "TrackPlan", also: ["BenchmarkPlan"]),
        // lint, generate and diff of the synthetic plan (scripts/synthetic-plan.py), read from TRACKPLAN_BENCHMARK_PLANS.
        benchmarkTarget("HostToolBenchmarks", measuring: "TrackPlanHostStages"),
    ],
    swiftLanguageModes: [.v6]
)

/// A benchmark executable in `Benchmarks/<name>` (where the benchmark plugin looks for it), linking one TrackPlan product
/// and `also` these targets of this package.
func benchmarkTarget(_ name: String, measuring product: String, also targets: [Target.Dependency] = []) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "benchmark"), .product(name: product, package: "TrackPlan")] + targets,
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}
