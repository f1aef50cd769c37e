import Foundation
import TestSupport
import Testing

/// The documented workflow of Docs/CI.md, run for real on a throwaway app package (`AppRepository`): the diff plugin
/// against `main` on a breaking and an additive branch, the config that accepts a breaking change, the lint plugin
/// beside `trackplan lint`, and the GitHub Action's script. Set `TRACKPLAN_SKIP_E2E=1` to skip (it builds the
/// plugins' tools in its own build folder: the first run takes minutes, later ones seconds each).
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["TRACKPLAN_SKIP_E2E"] != "1"))
struct AppWorkflowTests {
    let app: AppRepository

    init() async throws { app = try await AppRepository.create() }

    @Test func diffAgainstMainFailsOnTheBreakingBranchWithAnnotationsOnTheChangedLines() async throws {
        try await app.git("checkout", "-q", "breaking")
        let diff = try await app.swiftPackage(["trackplan-diff", "--against", "main", "--format", "github"])
        #expect(diff.status == 1, "\(diff.combined)")
        #expect(diff.stderr.contains("trackplan diff: breaking changes, or a version that is too low (status 1)"), "\(diff.stderr)")
        let annotations = diff.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        let file = "file=Sources/App/TrackPlan/events.json"
        let renamed = try app.line(of: "\"Product Seen\"", in: AppRepository.events)
        let event = try app.line(of: "\"Order Completed\"", in: AppRepository.events)
        #expect(annotations.contains { $0.hasPrefix("::error \(file),line=\(renamed),") && $0.contains("event-renamed") }, "\(diff.stdout)")
        // The removed property is gone from the working tree: its annotation sits on the event that held it.
        #expect(
            annotations.contains { $0.hasPrefix("::error \(file),line=\(event),") && $0.contains("property-removed") && $0.contains("was at main") },
            "\(diff.stdout)")
        #expect(annotations.allSatisfy { $0.contains("file=Sources/App/TrackPlan/") }, "every annotation on a file of the tree:\n\(diff.stdout)")
        #expect(
            diff.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("::") || $0.hasPrefix("version ") },
            "only the report on stdout:\n\(diff.stdout)")

        let sarif = try await app.swiftPackage(["trackplan-diff", "--against", "main", "--format", "sarif"])
        #expect(sarif.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any], "\(sarif.stdout)")
        #expect(document["version"] as? String == "2.1.0")
        let results = try #require(((document["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let uris = results.compactMap { result in
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"]
                as? String
        }
        #expect(results.count >= 2 && uris.count == results.count, "\(sarif.stdout)")
        #expect(uris.allSatisfy { $0.hasPrefix("Sources/App/TrackPlan/") }, "\(uris)")
    }

    @Test func theConfigAcceptsTheBreakingChange() async throws {
        try await app.git("checkout", "-q", "breaking")
        try app.write(
            ".trackplan-diff.json",
            #"""
            { "ignore": [
                { "rule": "property-removed", "reason": "total moved to the payment service" },
                { "rule": "event-renamed", "reason": "dashboards follow the new name" } ] }
            """#)
        let diff = try await app.swiftPackage(["trackplan-diff", "--against", "main"])
        #expect(diff.status == 0, "\(diff.combined)")
        #expect(diff.stdout.contains("total moved to the payment service"), "\(diff.stdout)")
    }

    @Test func theAdditiveBranchPasses() async throws {
        try await app.git("checkout", "-q", "additive")
        let diff = try await app.swiftPackage(["trackplan-diff", "--against", "main", "--format", "json"])
        #expect(diff.status == 0, "\(diff.combined)")
        #expect(diff.stdout.contains(#""rule": "event-added""#) && diff.stdout.contains(#""breaking": false"#), "\(diff.stdout)")
    }

    /// Two plan directories (relative to the package) instead of a ref; neither is a usage error that says what to give.
    @Test func theDiffPluginComparesTwoDirectoriesAndAsksForARef() async throws {
        try await app.git("checkout", "-q", "breaking")
        try app.write("base/trackplan.json", AppFiles.planManifest(version: "1.0.0"))
        try app.write("base/events.json", AppFiles.eventsV1)
        let diff = try await app.swiftPackage(["trackplan-diff", "base", "Sources/App/TrackPlan", "--format", "json"])
        #expect(diff.status == 1, "\(diff.combined)")
        #expect(diff.stdout.contains(#""file": "base/events.json""#) && diff.stdout.contains(#""rule": "property-removed""#), "\(diff.stdout)")
        let missing = try await app.swiftPackage(["trackplan-diff"])
        #expect(missing.status == 1 && missing.stderr.contains("compare the plan with a git ref (--against main)"), "\(missing.combined)")
    }

    /// One printer: the plugin prints exactly what `trackplan lint <plan-dir>` prints in the app's directory.
    @Test(arguments: ["text", "github", "json"])
    func lintPluginPrintsWhatTheCLIPrints(format: String) async throws {
        let plugin = try await app.swiftPackage(["trackplan-lint", "--format", format])
        let cli = try await ChildProcess.run(BuildProducts.trackplan, ["lint", "Sources/App/TrackPlan", "--format", format], in: app.directory)
        #expect(plugin.status == 0 && cli.status == 0, "\(plugin.combined)\n\(cli.combined)")
        #expect(plugin.stdout == cli.stdout)
        #expect(cli.stdout.contains("missing-description"), "the plan has a warning to print: \(cli.stdout)")
    }

    /// `trackplan-usage` the documented way without a dependency (`swift run --package-path <checkout>/Usage`), in
    /// Usage/'s own build folder: an unused planned event at its plan line, a deprecated argument at the app's line.
    @Test func usageReportsTheUnusedEventAndTheDeprecatedArgument() async throws {
        let usage = try await ChildProcess.run(
            BuildProducts.tool("swift"),
            [
                "run", "--package-path", BuildProducts.packageRoot.appendingPathComponent("Usage").path, "trackplan-usage", "Sources/App/TrackPlan",
                "--format", "github", "--strict",
            ],
            in: app.directory, lowPriority: true, timeout: .seconds(3600))
        #expect(usage.status == 1, "\(usage.combined)")
        let annotations = usage.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        let unused = try app.line(of: "\"Wishlist Shared\"", in: AppRepository.events)
        let coupon = try app.read("Sources/App/main.swift").split(separator: "\n", omittingEmptySubsequences: false)[4]
        let column = coupon.distance(from: coupon.startIndex, to: try #require(coupon.range(of: "coupon:")).lowerBound) + 1
        #expect(
            annotations.contains { $0.hasPrefix("::warning file=Sources/App/TrackPlan/events.json,line=\(unused),col=5,title=unused-event::") },
            "\(usage.combined)")
        #expect(
            annotations.contains { $0.hasPrefix("::warning file=Sources/App/main.swift,line=5,col=\(column),title=deprecated-property-used::") },
            "\(usage.combined)")
        #expect(annotations.count == 2, "\(usage.stdout)")
    }

    /// The pull-request review of Docs/CI.md: the usage scanner's call sites (`trackplan-usage --format sites`, run
    /// as in the test above) given to the diff plugin, so the Markdown lists each line of the app that the breaking
    /// branch forces to change, at its `file:line`, with the change it needs.
    @Test func markdownReviewListsTheCallSitesThatMustChange() async throws {
        try await app.git("checkout", "-q", "breaking")
        let sites = try await ChildProcess.run(
            BuildProducts.tool("swift"),
            [
                "run", "--package-path", BuildProducts.packageRoot.appendingPathComponent("Usage").path, "trackplan-usage", "Sources/App/TrackPlan",
                "--format", "sites",
            ],
            in: app.directory, lowPriority: true, timeout: .seconds(3600))
        #expect(sites.status == 0, "\(sites.combined)")
        try app.write("sites.json", sites.stdout)
        let diff = try await app.swiftPackage(["trackplan-diff", "--against", "main", "--format", "markdown", "--call-sites", "sites.json"])
        #expect(diff.status == 1, "\(diff.combined)")
        let section = try #require(diff.stdout.components(separatedBy: "#### Call sites that must change\n\n").dropFirst().first, "\(diff.stdout)")
        let lines = section.split(separator: "\n").prefix { $0.hasPrefix("- ") }.map(String.init)
        #expect(
            lines == [
                "- `Sources/App/main.swift:4` **Order Completed**: remove the `total:` argument: the property is no longer in the plan (`property-removed`)",
                "- `Sources/App/main.swift:5` **Order Completed**: remove the `total:` argument: the property is no longer in the plan (`property-removed`)",
                "- `Sources/App/main.swift:6` **Product Seen**: call the event by its new generated name (regenerate first) (`event-renamed`)",
            ], "\(diff.stdout)")
    }

    /// scripts/trackplan-action.sh, the Action's work, on the breaking branch: annotations, SARIF, step summary, outputs.
    @Test func actionScriptReportsTheBreakingBranch() async throws {
        try await app.git("checkout", "-q", "breaking")
        let outputs = AppRepository.root.appendingPathComponent("outputs")
        try? FileManager.default.removeItem(at: outputs)
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["TRACKPLAN_BASE_REF"] = "main"
        environment["TRACKPLAN_SARIF_FILE"] = outputs.appendingPathComponent("trackplan.sarif").path
        environment["GITHUB_STEP_SUMMARY"] = outputs.appendingPathComponent("summary.md").path
        environment["GITHUB_OUTPUT"] = outputs.appendingPathComponent("output.txt").path
        environment["TRACKPLAN_SWIFT_PACKAGE_OPTIONS"] = "--scratch-path \(app.scratch.path)"
        let run = try await ChildProcess.run(
            BuildProducts.packageRoot.appendingPathComponent("scripts/trackplan-action.sh"), [], in: app.directory, environment: environment,
            lowPriority: true, timeout: .seconds(1800))
        #expect(run.status == 1, "\(run.combined)")
        #expect(
            run.stdout.contains("::group::trackplan lint") && run.stdout.contains("::warning file=Sources/App/TrackPlan/events.json"), "\(run.stdout)"
        )
        #expect(run.stdout.contains("::error file=Sources/App/TrackPlan/events.json"), "\(run.stdout)")
        let sarif = try Data(contentsOf: outputs.appendingPathComponent("trackplan.sarif"))
        #expect((try JSONSerialization.jsonObject(with: sarif) as? [String: Any])?["version"] as? String == "2.1.0")
        let summary = try String(contentsOf: outputs.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.hasPrefix("## Tracking plan") && summary.contains("Product Seen"), "\(summary)")
        let output = try String(contentsOf: outputs.appendingPathComponent("output.txt"), encoding: .utf8)
        #expect(output.contains("breaking=true") && output.contains("sarif-file="), "\(output)")
    }
}
