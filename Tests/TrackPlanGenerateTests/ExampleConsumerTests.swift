import Foundation
import TestSupport
import Testing

/// Builds `Examples/ShopApp` the way an app builds: the TrackPlan runtime plus the build plugin, with a plan in
/// `Sources/ShopApp/TrackPlan/`. The scratch path `.build-example` persists, so only the first run is slow.
/// Set `TRACKPLAN_SKIP_EXAMPLE_BUILD=1` to skip.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["TRACKPLAN_SKIP_EXAMPLE_BUILD"] != "1"))
struct ExampleConsumerTests {
    static let scratch = BuildProducts.packageRoot.appendingPathComponent(".build-example")
    static let arguments = ["build", "--package-path", "Examples/ShopApp", "--scratch-path", scratch.path]
    /// A first build compiles swift-crypto and the plugin's tool at low priority: half an hour measures a hang, not
    /// a 2-core machine busy with the other suites (it took more than 10 minutes beside them at load 20).
    static let buildTimeout: Duration = .seconds(1800)

    /// SwiftPM keeps a stale build description for a path dependency that gained a source file (the root package
    /// here, after a merge), and the build then fails to find the new file's types. Removing the description makes
    /// it plan again; compiled products are kept, so this costs well under a second.
    static func buildAfterReplanning() async throws -> ChildProcess.Output {
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent("debug/description.json"))
        return try await ChildProcess.run(swift, arguments, in: BuildProducts.packageRoot, lowPriority: true, timeout: buildTimeout)
    }

    @Test func appBuildsWithThePluginAndRunsTheTypedEvents() async throws {
        let build = try await Self.buildAfterReplanning()
        try #require(build.status == 0, "\(build.combined)")
        #expect(!build.combined.localizedCaseInsensitiveContains("flyingfox"), "the app must not build test-only packages:\n\(build.combined)")
        let checkouts = (try? FileManager.default.contentsOfDirectory(atPath: Self.scratch.appendingPathComponent("checkouts").path)) ?? []
        // The runtime's one package dependency: swift-crypto for the `hash` PII action (SwiftPM also resolves its
        // swift-asn1, which the `Crypto` product does not build). Apple platforms use CryptoKit but resolve it too.
        #expect(Set(checkouts).isSubset(of: ["swift-crypto", "swift-asn1"]), "the app should fetch only swift-crypto, found \(checkouts)")

        let run = try await ChildProcess.run(Self.scratch.appendingPathComponent("debug/ShopApp"), [])
        #expect(
            run.combined.contains(#""event":"Order Completed","properties":{"order_id":"o-1","total":29.99,"currency":"USD"}"#),
            "\(run.combined)")
        #expect(run.combined.contains(#""coupon":null"#), "\(run.combined)")
        #expect(run.combined.contains("event_invalid") && run.combined.contains("[pattern]"), "\(run.combined)")
        #expect(run.combined.contains("client: 3 events queued"), "\(run.combined)")
        #expect(run.combined.contains("client: 3 delivered, 1 dropped (invalid=1)"), "\(run.combined)")
    }

    @Test func noChangeRebuildDoesNotRerunTheGenerator() async throws {
        _ = try await Self.buildAfterReplanning()
        // settles a fresh plan
        _ = try await ChildProcess.run(Self.swift, Self.arguments, in: BuildProducts.packageRoot, lowPriority: true, timeout: Self.buildTimeout)
        let rebuild = try await ChildProcess.run(
            Self.swift, Self.arguments + ["-v"], in: BuildProducts.packageRoot, lowPriority: true, timeout: Self.buildTimeout)
        try #require(rebuild.status == 0, "\(rebuild.combined)")
        #expect(!rebuild.combined.contains("Generating typed events"), "\(rebuild.combined)")
        #expect(!rebuild.combined.contains("trackplan-build-tool generate"), "\(rebuild.combined)")
        let compiles = rebuild.combined.split(separator: "\n").filter { $0.contains("swift-frontend") && $0.contains("Sources/ShopApp/") }
        #expect(compiles.isEmpty, "nothing of the app should compile:\n\(compiles.joined(separator: "\n"))")
    }

    /// `swift package trackplan-lint` in the app: the plugin runs the same checks as `trackplan lint`.
    @Test func lintCommandPluginChecksTheAppsPlan() async throws {
        let lint = try await ChildProcess.run(
            Self.swift, ["package", "--package-path", "Examples/ShopApp", "--scratch-path", Self.scratch.path, "trackplan-lint"],
            in: BuildProducts.packageRoot, lowPriority: true, timeout: Self.buildTimeout)
        #expect(lint.status == 0, "\(lint.combined)")
        #expect(lint.combined.contains("no problems in"), "\(lint.combined)")
    }

    static var swift: URL { BuildProducts.tool("swift") }
}
