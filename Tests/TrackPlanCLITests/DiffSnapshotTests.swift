import Foundation
import TestSupport
import Testing

/// `trackplan diff` end to end: the built binary on DiffFixtures/plans, every output format against a snapshot.
@Suite("trackplan diff output snapshots")
struct DiffSnapshotTests {
    static let arguments = ["diff", "plans/old", "plans/new", "--config", "diff-config.json", "--today", "2026-11-22"]

    @Test(arguments: ["text", "json", "markdown", "github", "sarif"])
    func format(_ format: String) async throws {
        let output = try await TrackPlanCLI.run(Self.arguments + ["--format", format], in: TrackPlanCLI.diffFixtures)
        #expect(output.status == 1, "breaking changes exit 1; stderr: \(output.stderr)")
        try Snapshot.assertMatches(output.stdout, file: TrackPlanCLI.diffFixtures.appendingPathComponent("snapshots/\(format).txt"))
    }

    /// With the usage scanner's call sites, Markdown lists each construction a breaking change reaches, with the
    /// change it needs (resolved against the old plan's generated names; a rename found by its new key).
    @Test func markdownListsTheCallSitesThatMustChange() async throws {
        let output = try await TrackPlanCLI.run(
            Self.arguments + ["--format", "markdown", "--call-sites", "call-sites.json"], in: TrackPlanCLI.diffFixtures)
        #expect(output.status == 1, "stderr: \(output.stderr)")
        let section = try #require(output.stdout.components(separatedBy: "#### Call sites that must change\n\n").last)
        let lines = section.split(separator: "\n").prefix { $0.hasPrefix("- ") }.map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "- `Sources/App/Onboarding.swift:42` **Signed Up**: remove the `referrer:` argument: the property is no longer in the plan (`property-removed`)"
                )
            }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("- `Sources/App/Onboarding.swift:58` **Sign Up Failed**: call the event by its new generated name") })
        #expect(!lines.contains { $0.contains("Invite.swift") && $0.contains("referrer") })
        #expect(!lines.contains { $0.contains("Other.swift") })
    }

    @Test func jsonIsValidAndCarriesFingerprints() async throws {
        let output = try await TrackPlanCLI.run(Self.arguments + ["--format", "json"], in: TrackPlanCLI.diffFixtures)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.allSatisfy { ($0["fingerprint"] as? String)?.count == 12 })
        #expect(report["breaking"] as? Bool == true)
    }

    @Test func sarifIsValidJSONWithVersion210() async throws {
        let output = try await TrackPlanCLI.run(Self.arguments + ["--format", "sarif"], in: TrackPlanCLI.diffFixtures)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
    }

    @Test func withoutTheConfigTheIgnoredRemovalIsAnError() async throws {
        let output = try await TrackPlanCLI.run(["diff", "plans/old", "plans/new", "--format", "json"], in: TrackPlanCLI.diffFixtures)
        #expect(output.status == 1)
        #expect(output.stdout.contains("\"rule\": \"event-removed\""))
    }

    @Test func samePlanExitsZero() async throws {
        let output = try await TrackPlanCLI.run(["diff", "plans/new", "plans/new"], in: TrackPlanCLI.diffFixtures)
        #expect(output.status == 0)
        #expect(output.stdout.hasSuffix("0 errors, 0 warnings, 0 info: no breaking changes\n"))
    }

    @Test(arguments: [
        (["diff", "plans/old"], "expected <old-plan-dir> <new-plan-dir>"),
        (["diff", "plans/old", "plans/new", "--format", "xml"], "Please provide one of 'text', 'json', 'markdown', 'github' or 'sarif'"),
        (["diff", "plans/old", "plans/new", "--config", "plans/new/trackplan.json"], "inside the plan directory"),
    ])
    func usageErrorsExitTwo(_ arguments: [String], _ message: String) async throws {
        let output = try await TrackPlanCLI.run(arguments, in: TrackPlanCLI.diffFixtures)
        #expect(output.status == 2)
        #expect(output.stderr.contains(message), "stderr: \(output.stderr)")
    }

    @Test func aPlanDirectoryThatCannotBeReadExitsThree() async throws {
        let output = try await TrackPlanCLI.run(["diff", "plans/old", "nowhere"], in: TrackPlanCLI.diffFixtures)
        #expect(output.status == 3)
        #expect(output.stderr.contains("'nowhere' is not a plan directory"), "stderr: \(output.stderr)")
    }

    @Test func aBrokenConfigIsReportedWithItsPositionAndExitsTwo() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-diff-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("config.json")
        try Data("{\n  \"mode\": \"sideways\"\n}\n".utf8).write(to: config)
        let output = try await TrackPlanCLI.run(["diff", "plans/old", "plans/new", "--config", config.path], in: TrackPlanCLI.diffFixtures)
        #expect(output.status == 2)
        #expect(output.stderr.contains("config.json:2:11: error: 'mode' must be one of"), "stderr: \(output.stderr)")
    }

    @Test func aPlanThatDoesNotLoadExitsTwoWithItsErrors() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-diff-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"name": "Broken", "version": "1.0.0"}"#.utf8).write(to: directory.appendingPathComponent("trackplan.json"))
        try Data("{\"events\": {\"A\": }}\n".utf8).write(to: directory.appendingPathComponent("events.json"))
        let output = try await TrackPlanCLI.run(["diff", "plans/old", directory.path], in: TrackPlanCLI.diffFixtures)
        #expect(output.status == 2)
        #expect(output.stderr.contains("events.json:1:"), "stderr: \(output.stderr)")
        #expect(output.stderr.contains("has errors; run 'trackplan lint' on it"))
    }
}
