// swift-tools-version:6.2
import PackageDescription

/// libFuzzer targets, one per byte boundary of TrackPlan (Docs/Fuzzing.md). A package of its own, depending on the
/// TrackPlan package at the repository's root by path, so apps never see it and the root package's graph and build
/// stay as they are. The targets only link when built with `-sanitize=fuzzer` (it brings libFuzzer): run them
/// with `scripts/fuzz.sh TARGET SECONDS`.
let package = Package(
    name: "TrackPlanFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "TrackPlan", path: "..")],
    targets: [
        // libFuzzer's driver entry, declared for Swift.
        .target(name: "CLibFuzzer"),
        // What every target shares: libFuzzer's main, splitting one input into several files, failing a property loudly.
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"]),
        // Plan bytes (one file, or a small multi-file plan) → parse and check → generate.
        fuzzTarget("fuzz-plan", products: ["TrackPlanHostStages"]),
        // Two plans → diff, rendered in every output format.
        fuzzTarget("fuzz-diff", products: ["TrackPlanHostStages"]),
        // A log segment and a control file → the runtime's replay (internal API: built with -enable-testing).
        fuzzTarget("fuzz-log", products: ["TrackPlan"]),
        // Segment JSON, Iglu JSON, RudderStack YAML → imported plan files → lint.
        fuzzTarget("fuzz-import", products: ["TrackPlanImport", "TrackPlanHostStages"]),
    ],
    swiftLanguageModes: [.v6]
)

/// One libFuzzer executable in `Sources/<name>`, linking these TrackPlan products and FuzzSupport.
func fuzzTarget(_ name: String, products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: "TrackPlan") },
        // `@main` in a file not named main.swift (FuzzerMain.run starts libFuzzer).
        swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
}
