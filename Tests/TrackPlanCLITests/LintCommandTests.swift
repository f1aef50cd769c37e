import Foundation
import TestSupport
import Testing

/// `trackplan lint`, run as a process and compared with snapshot files (see `Snapshot` for re-recording).
@Suite struct LintCommandTests {
    static let badPlan = "Tests/TrackPlanCLITests/Plans/bad-plan"

    @Test(arguments: ["text", "json", "github"])
    func printsEveryProblemOfABadPlan(format: String) async throws {
        try await Snapshot.assertMatches("bad-plan-\(format)", arguments: ["lint", Self.badPlan, "--format", format])
    }

    @Test func lintsTheExamplePlanClean() async throws {
        try await Snapshot.assertMatches("schemas", arguments: ["lint", "Schemas"])
    }

    /// Plans converted from the shared corpus: the adapted ones lint clean, the faithful ones show what is unsupported.
    @Test(arguments: [
        "segment-plan", "segment-plan-faithful", "snowplow-plan", "snowplow-plan-faithful", "snowplow-plan-application-error-1-0-0",
    ])
    func lintsTheConvertedCorpusPlans(fixture: String) async throws {
        try await Snapshot.assertMatches(fixture, arguments: ["lint", "Tests/TrackPlanCheckTests/Fixtures/\(fixture)"])
    }

    @Test(arguments: [
        ("missing-directory", ["lint"]),
        ("unknown-format", ["lint", "Schemas", "--format", "xml"]),
        ("unknown-option", ["lint", "Schemas", "--strict"]),
    ])
    func exitsWithTwoOnUsageErrors(name: String, arguments: [String]) async throws {
        try await Snapshot.assertMatches("usage-\(name)", arguments: arguments)
    }

    @Test func exitsWithThreeWhenThePlanDirectoryCannotBeRead() async throws {
        try await Snapshot.assertMatches("io-not-a-directory", arguments: ["lint", "Tests/TrackPlanCLITests/Plans/no-such-plan"])
    }

    @Test func exitStatusFollowsTheWorstSeverity() async throws {
        #expect(try await TrackPlanCLI.run(["lint", "Schemas"]).status == 0)
        #expect(try await TrackPlanCLI.run(["lint", Self.badPlan]).status == 1)
        #expect(try await TrackPlanCLI.run(["lint"]).status == 2)
        #expect(try await TrackPlanCLI.run(["lint", "no-such-plan"]).status == 3)
    }

    /// json-c reads a lone surrogate escape as U+FFFD without an error; lint reports it where it is written, and
    /// the plan (clean with the pairs written out) fails.
    @Test func rejectsLoneSurrogateEscapesWithTheirPositions() async throws {
        let plan = "Tests/TrackPlanCLITests/Plans/lone-surrogate"
        let output = try await TrackPlanCLI.run(["lint", plan])
        #expect(output.status == 1, "\(output.combined)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.contains(": error: ") }.map { $0.prefix { $0 != " " } } == ["\(plan)/events.json:6:94:", "\(plan)/events.json:7:15:"])
        #expect(
            lines.first?.hasSuffix(
                #"escape \ud83d is a high surrogate with no low surrogate (\uDC00-\uDFFF) right after it; JSON text must be valid Unicode: write the surrogate pair (like \ud83d\ude00 for 😀) or the character itself [json-lone-surrogate]"#
            ) == true, "\(output.stdout)")
        #expect(lines.last == "2 errors in 3 files")
    }

    @Test func jsonOutputParses() async throws {
        let output = try await TrackPlanCLI.run(["lint", Self.badPlan, "--format", "json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == output.stdout.components(separatedBy: "\"severity\"").count - 1)
        #expect(array.first?.keys.sorted() == ["column", "file", "line", "message", "pointer", "ruleId", "severity"])
    }
}
