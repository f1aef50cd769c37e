// swift-tools-version:6.2
import Foundation
import PackageDescription

/// TrackPlan: a tracking plan (JSON Schema) → typed Swift, and the runtime those types feed.
///
/// Layout follows the pipeline:
///   host tools   CJSONC → TrackPlanParse → TrackPlanCheck → TrackPlanModel → TrackPlanGenerate / TrackPlanDiff → trackplan
///   runtime      TrackPlan (Foundation, plus swift-crypto where CryptoKit is absent; what apps link)
/// json-c is a host-tool dependency only; it never reaches the runtime.
let package = Package(
    name: "TrackPlan",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "TrackPlan", targets: ["TrackPlan"]),
        // The plan loader and model for tools outside this package (the collector in Collector/).
        .library(name: "TrackPlanPlanKit", targets: ["TrackPlanCheck", "TrackPlanModel"]),
        // Plan directories read as the CLI reads them, and lint's printer: for the usage tool in Usage/.
        .library(name: "TrackPlanFiles", targets: ["TrackPlanFiles"]),
        // Every host-tool stage (check, generate, diff) and the plan-directory reader: for the package-benchmark suite in
        // Benchmarks/Suite, a package of its own so that apps never resolve package-benchmark.
        .library(name: "TrackPlanHostStages", targets: ["TrackPlanModel", "TrackPlanCheck", "TrackPlanGenerate", "TrackPlanDiff", "TrackPlanFiles"]),
        // No executable product for `trackplan`: a declared product would make every app that uses the plugin fetch
        // and build the CLI's dependencies (argument parser, YAML). Run it from this package (`swift run trackplan`,
        // `swift build --product trackplan`) or, in an app, through `swift package trackplan-lint`.
        .plugin(name: "TrackPlanPlugin", targets: ["TrackPlanPlugin"]),
        .plugin(name: "TrackPlanGenerateCommand", targets: ["TrackPlanGenerateCommand"]),
        .plugin(name: "TrackPlanLintCommand", targets: ["TrackPlanLintCommand"]),
        .plugin(name: "TrackPlanDiffCommand", targets: ["TrackPlanDiffCommand"]),
    ],
    traits: [
        // Test machinery, never a default: only `swift build/test --traits CrashPoints` (scripts/test.sh) compiles the
        // crash-point test's hooks into the runtime; an app that depends on TrackPlan cannot get them by accident.
        .trait(name: "CrashPoints", description: "The crash-point test's hooks before every durable write (tests only)")
    ],
    dependencies: [
        // Host tools only (the CLI); apps that link the runtime never build these. See Docs/CLI.md for build-time figures.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // The runtime's keyed hash for `hash` PII actions (HMAC-SHA-256). On Apple platforms the runtime uses the system's
        // CryptoKit and builds nothing from this package; elsewhere it links swift-crypto's `Crypto` (BoringSSL inside).
        // See Docs/Privacy.md for what it costs an app's build.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.0.0"),
    ],
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
        // Importers (Segment, Iglu, RudderStack YAML) and exporters (Segment, JSON Schema): bytes in, plan files out.
        .target(name: "TrackPlanImport", dependencies: ["TrackPlanModel", "TrackPlanParse", .product(name: "Yams", package: "Yams")]),
        // The plan catalogue (`trackplan docs`): a checked plan → the files of a static site, in memory.
        .target(name: "TrackPlanCatalogue", dependencies: ["TrackPlanModel"]),
        // Reading plan directories and writing generated files: the I/O the CLI and the plugins' tool share.
        .target(name: "TrackPlanFiles", dependencies: ["TrackPlanModel", "TrackPlanCheck", "TrackPlanGenerate"]),
        // The plugins' tool: generate only, no dependency beyond json-c, so a package using the plugin fetches nothing.
        .executableTarget(name: "trackplan-build-tool", dependencies: ["TrackPlanFiles", "TrackPlanGenerate", "TrackPlanModel"]),
        // The diff's I/O (both sides from directories or git, the config file, one run), shared by `trackplan diff` and
        // the diff plugin's tool.
        .target(name: "TrackPlanDiffFiles", dependencies: ["TrackPlanDiff", "TrackPlanCheck", "TrackPlanModel", "TrackPlanFiles"]),
        // The `trackplan-diff` command plugin's tool: json-c only, like trackplan-build-tool, and built only when an app
        // runs the diff (the build plugin never builds the differ).
        .executableTarget(name: "trackplan-diff-tool", dependencies: ["TrackPlanDiffFiles", "TrackPlanGenerate"]),
        // The CLI people use (argument parser, importers with YAML); the plugins never build it.
        .executableTarget(
            name: "trackplan",
            dependencies: [
                "TrackPlanModel", "TrackPlanCheck", "TrackPlanGenerate", "TrackPlanDiff", "TrackPlanDiffFiles", "TrackPlanImport", "TrackPlanFiles",
                "TrackPlanCatalogue", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: Plugins
        .plugin(name: "TrackPlanPlugin", capability: .buildTool(), dependencies: ["trackplan-build-tool"]),
        .plugin(
            name: "TrackPlanGenerateCommand",
            capability: .command(
                intent: .custom(verb: "trackplan-generate", description: "Write the typed Swift for the target's tracking plan into the package"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift next to the plan so it can be committed")]
            ),
            dependencies: ["trackplan-build-tool"]
        ),

        .plugin(
            name: "TrackPlanLintCommand",
            capability: .command(intent: .custom(verb: "trackplan-lint", description: "Check the tracking plan of every target that has one")),
            dependencies: ["trackplan-build-tool"]
        ),

        .plugin(
            name: "TrackPlanDiffCommand",
            capability: .command(
                intent: .custom(verb: "trackplan-diff", description: "Report breaking changes between two versions of the tracking plan")),
            dependencies: ["trackplan-diff-tool"]
        ),

        // MARK: Runtime (Foundation; swift-crypto's Crypto only where the system has no CryptoKit)
        // TRACKPLAN_RUNTIME: files shared with TrackPlanModel by symlink (StringFormat) mark the runtime's copy as part of
        // the generated-code contract.
        .target(
            name: "TrackPlan",
            dependencies: [
                "CTrackPlanCRC32C",
                .product(name: "Crypto", package: "swift-crypto", condition: .when(platforms: [.linux, .android, .windows, .wasi])),
            ],
            // The privacy manifest App Store Connect reads from every SDK (Docs/Privacy.md; PrivacyManifestTests guards it).
            resources: [.copy("PrivacyInfo.xcprivacy")],
            // TRACKPLAN_CRASH_POINTS: the crash-point test's hook before every durable write (`CrashPoint`); only with the
            // `CrashPoints` trait, so no app build (debug or release) and no benchmark has any of it.
            swiftSettings: [.define("TRACKPLAN_RUNTIME"), .define("TRACKPLAN_CRASH_POINTS", .when(traits: ["CrashPoints"]))]),

        // The log records' checksum (CRC-32C) with the CPU's instruction where there is one; plain C, no dependency.
        .target(name: "CTrackPlanCRC32C"),

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
        // The benchmarks' event, generated from Benchmarks/Plan like an app's plan (drift-checked with Generated/ by
        // GeneratedDirectoryTests), with its sample values; segment-side-by-side and the package-benchmark suite
        // compile the same directory by symlink.
        .target(name: "BenchmarkPlan", dependencies: ["TrackPlan"], path: "Benchmarks/BenchmarkPlan"),
        .executableTarget(
            name: "trackplan-benchmarks",
            dependencies: [
                "TrackPlanModel", "TrackPlanParse", "TrackPlanCheck", "TrackPlanGenerate", "TrackPlanDiff", "TrackPlan", "ExamplePlan",
                "BenchmarkPlan", "TrackPlanCollector",
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
            // the crash test runs the harness binary; the consent tests track the example plan's generated events
            dependencies: ["TrackPlan", "ExamplePlan", "TrackPlanCollector", "trackplan-crash-harness", "TestSupport"],
            // the tests that need the harness's hooks (`CrashPointHooks.built`) are skipped without the trait
            swiftSettings: [.define("TRACKPLAN_CRASH_POINTS", .when(traits: ["CrashPoints"]))]
        ),
        // Entitlements and the activity stream against the test collector, with the example plan's keys.
        .testTarget(name: "TrackPlanEntitlementTests", dependencies: ["TrackPlan", "ExamplePlan", "TrackPlanCollector", "TestSupport"]),
        .testTarget(name: "TrackPlanCatalogueTests", dependencies: ["TrackPlanCatalogue", "TrackPlanCheck", "TrackPlanModel", "PlanTestSupport"]),
        .testTarget(name: "TrackPlanImportTests", dependencies: ["TrackPlanImport", "TrackPlanCheck", "TrackPlanModel"], exclude: ["Fixtures"]),
        // The documented app workflow (Docs/CI.md) on a throwaway app package in a git repository; runs the built CLI.
        .testTarget(name: "TrackPlanEndToEndTests", dependencies: ["trackplan", "TestSupport"]),
        .testTarget(
            name: "TrackPlanCLITests",
            dependencies: ["trackplan", "TrackPlanDiff", "TrackPlanDiffFiles", "TrackPlanFiles", "TrackPlanModel", "TestSupport"],
            exclude: ["Plans", "Snapshots", "DiffFixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

// DocC for the runtime (`scripts/docs.sh`): swift-docc-plugin is added only when TRACKPLAN_DOCS is set, so apps
// that depend on TrackPlan never resolve or fetch it (a dependency declared here would be resolved by every
// consumer, even though only the docs script uses it).
if ProcessInfo.processInfo.environment["TRACKPLAN_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"))
}

// The prebuilt `trackplan` of the artifact bundle (scripts/build-artifact-bundle.sh, Docs/Plugins.md): with
// TRACKPLAN_BUNDLE set, the CLI also links the usage check (Usage/Sources/TrackPlanUsage, swift-syntax) as
// `trackplan usage`, so one binary serves every binary plugin. Only that script sets it: apps never resolve
// swift-syntax through this package, and `swift build` here builds the CLI without it.
if ProcessInfo.processInfo.environment["TRACKPLAN_BUNDLE"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"))
    package.targets.append(
        .target(
            name: "TrackPlanUsage",
            dependencies: [
                "TrackPlanCheck", "TrackPlanModel", "TrackPlanFiles",
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Usage/Sources/TrackPlanUsage"))
    if let cli = package.targets.first(where: { $0.name == "trackplan" }) {
        cli.dependencies.append("TrackPlanUsage")
        cli.swiftSettings = (cli.swiftSettings ?? []) + [.define("TRACKPLAN_USAGE")]
    }
}

// The importers (Segment, Iglu, RudderStack YAML) as a product, for the fuzz targets in Fuzz/ (a package of its own):
// only with TRACKPLAN_FUZZ set (scripts/fuzz.sh sets it), since a product that needs Yams would make every app that
// depends on this package fetch Yams (ExampleConsumerTests checks what an app resolves).
if ProcessInfo.processInfo.environment["TRACKPLAN_FUZZ"] != nil {
    package.products.append(.library(name: "TrackPlanImport", targets: ["TrackPlanImport"]))
}
