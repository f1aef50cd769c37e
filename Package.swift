// swift-tools-version:6.0
import PackageDescription

/// TrackPlan: a tracking plan (JSON Schema) → typed Swift, and the runtime those types feed.
///
/// Layout follows the pipeline:
///   host tools   CJSONC → TrackPlanParse → TrackPlanCheck → TrackPlanModel → TrackPlanGenerate / TrackPlanDiff → trackplan
///   runtime      TrackPlan (Foundation only; what apps link)
/// json-c is a host-tool dependency only; it never reaches the runtime.
let package = Package(
    name: "TrackPlan",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "TrackPlan", targets: ["TrackPlan"]),
        // The plan loader and model for tools outside this package (the collector in Collector/).
        .library(name: "TrackPlanPlanKit", targets: ["TrackPlanCheck", "TrackPlanModel"]),
        .executable(name: "trackplan", targets: ["trackplan"]),
        .plugin(name: "TrackPlanPlugin", targets: ["TrackPlanPlugin"]),
        .plugin(name: "TrackPlanGenerateCommand", targets: ["TrackPlanGenerateCommand"]),
    ],
    dependencies: [],
    targets: [
        // MARK: Host tools (json-c)
        .systemLibrary(
            name: "CJSONC",
            pkgConfig: "json-c",
            providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
        ),
        .target(name: "TrackPlanModel"),
        .target(name: "TrackPlanParse", dependencies: ["CJSONC", "TrackPlanModel"]),
        .target(name: "TrackPlanCheck", dependencies: ["TrackPlanParse", "TrackPlanModel"]),
        .target(name: "TrackPlanGenerate", dependencies: ["TrackPlanModel"]),
        .target(name: "TrackPlanDiff", dependencies: ["TrackPlanModel", "TrackPlanParse"]),
        .executableTarget(
            name: "trackplan",
            dependencies: ["TrackPlanModel", "TrackPlanCheck", "TrackPlanGenerate", "TrackPlanDiff"]
        ),

        // MARK: Plugins
        .plugin(name: "TrackPlanPlugin", capability: .buildTool(), dependencies: ["trackplan"]),
        .plugin(
            name: "TrackPlanGenerateCommand",
            capability: .command(
                intent: .custom(verb: "trackplan-generate", description: "Write the typed Swift for the target's tracking plan into the package"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift next to the plan so it can be committed")]
            ),
            dependencies: ["trackplan"]
        ),

        // MARK: Runtime (Foundation only)
        // TRACKPLAN_RUNTIME: files shared with TrackPlanModel by symlink (StringFormat) mark the runtime's copy as part of
        // the generated-code contract.
        .target(name: "TrackPlan", swiftSettings: [.define("TRACKPLAN_RUNTIME")]),

        // MARK: The example plan's committed generated code, compiled against the runtime
        .target(name: "ExamplePlan", dependencies: ["TrackPlan"], path: "Generated"),

        // MARK: Test support and harnesses (not in any product)
        // What every test target shares: manual clock, seeded generator, process runner, snapshots, build paths.
        // Foundation and Testing only, so any test target can use it without building the runtime.
        .target(name: "TestSupport", path: "Tests/Support/TestSupport"),
        // Plan directories on disk for the host-tool tests and benchmarks, read and loaded as the CLI does.
        .target(name: "PlanTestSupport", dependencies: ["TrackPlanCheck", "TrackPlanModel"], path: "Tests/Support/PlanTestSupport"),
        // The local collector the delivery tests talk to: HTTP/1.1 on POSIX sockets, no dependency.
        .target(name: "TrackPlanCollector", path: "Tests/Support/TrackPlanCollector"),
        .executableTarget(name: "trackplan-crash-harness", dependencies: ["TrackPlan"], path: "Tests/Support/CrashHarness"),

        // MARK: Benchmarks (run with scripts/benchmark.sh; release builds)
        .executableTarget(
            name: "trackplan-benchmarks",
            dependencies: [
                "TrackPlanModel", "TrackPlanParse", "TrackPlanCheck", "TrackPlanGenerate", "TrackPlanDiff", "TrackPlan", "ExamplePlan",
                "TrackPlanCollector",
                "PlanTestSupport",
            ],
            path: "Benchmarks/trackplan-benchmarks"
        ),

        // MARK: Tests
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
        .testTarget(name: "TrackPlanParseTests", dependencies: ["TrackPlanParse", "TrackPlanModel", "TestSupport"]),
        .testTarget(
            name: "TrackPlanCheckTests", dependencies: ["TrackPlanCheck", "TrackPlanModel", "TestSupport", "PlanTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "TrackPlanGenerateTests",
            dependencies: ["TrackPlanGenerate", "TrackPlanCheck", "TrackPlanModel", "TrackPlan", "ExamplePlan", "TestSupport", "PlanTestSupport"],
            exclude: ["Conformance/cases.json"]
        ),
        .testTarget(
            name: "TrackPlanDiffTests", dependencies: ["TrackPlanDiff", "TrackPlanCheck", "TrackPlanModel", "TestSupport", "PlanTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(name: "TrackPlanRuntimeTests", dependencies: ["TrackPlan", "ExamplePlan", "TestSupport"]),
        .testTarget(
            name: "TrackPlanDeliveryTests",
            dependencies: ["TrackPlan", "TrackPlanCollector", "trackplan-crash-harness", "TestSupport"]  // the crash test runs the harness binary
        ),
        .testTarget(
            name: "TrackPlanCLITests", dependencies: ["trackplan", "TrackPlanModel", "TestSupport"], exclude: ["Plans", "Snapshots", "DiffFixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
