import Foundation
import Testing
import TrackPlanCheck
import TrackPlanDiff
import TrackPlanModel

/// The diff as a reviewer reads it: findings at the changed keyword, one finding per shared-definition change,
/// a headline that keeps a low version apart from breaking changes, and output formats GitHub renders safely.
@Suite("Diff findings read like a review")
struct ReviewerReportTests {
    static func plan(_ plan: String, version: String) throws -> Plan {
        let files = [
            PlanSourceFile(path: "trackplan.json", bytes: Array("{\n  \"name\": \"Tiny\",\n  \"version\": \"\(version)\"\n}".utf8)),
            PlanSourceFile(path: "plan.json", bytes: Array(plan.utf8)),
        ]
        let result = PlanLoader().load(files)
        return try #require(result.plan, "\(result.diagnostics.map(\.description))")
    }

    static let shared = """
        {
          "$defs": {
            "price": {
              "type": "number",
              "description": "Price.",
              "maximum": 100
            }
          },
          "events": {
            "A": { "description": "A.", "properties": { "price": { "$ref": "#/$defs/price" } } },
            "B": { "description": "B.", "properties": { "cost": { "$ref": "#/$defs/price" } } }
          }
        }
        """

    static func report(old: String = shared, new: String, newVersion: String = "1.0.1") throws -> DiffReport {
        PlanComparison(today: "2026-11-23").compare(try plan(old, version: "1.0.0"), try plan(new, version: newVersion))
    }

    @Test func aSharedDefinitionChangeIsOneFindingAtTheKeywordListingEveryUse() throws {
        let report = try Self.report(new: Self.shared.replacing("\"maximum\": 100", with: "\"maximum\": 50"))
        let findings = report.findings.filter { $0.rule.id == "constraint-tightened" }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(
            finding.change.message
                == "shared definition plan.json#/$defs/price: maximum changed from 100 to 50; used by 2 properties: A › price, B › cost")
        #expect(finding.primaryLocation == SourceLocation(file: "plan.json", line: 6, column: 7))
    }

    @Test func theVersionFindingPointsAtTheVersionLineAndTheHeadlineSaysWhy() throws {
        let report = try Self.report(
            new: Self.shared.replacing("\"description\": \"Price.\"", with: "\"description\": \"Unit price.\""), newVersion: "1.0.0")
        let version = try #require(report.findings.first { $0.rule.id == "version-bump-required" })
        #expect(version.primaryLocation == SourceLocation(file: "trackplan.json", line: 3, column: 3))
        #expect(report.headline == "no breaking changes, but the version is too low: declare 1.0.1 or later")
    }

    @Test func anAddedEventIsInfoInEveryModeAndARemovedOnePointsAtTheOldFile() throws {
        let added = Self.shared.replacing(#""B": {"#, with: #""C": { "description": "C.", "properties": {} },"# + "\n    \"B\": {")
        for mode in CompatibilityMode.allCases {
            var config = DiffConfig()
            config.settings.mode = mode
            let report = PlanComparison(config: config, today: "2026-11-23").compare(
                try Self.plan(Self.shared, version: "1.0.0"), try Self.plan(added, version: "1.1.0"))
            #expect(report.findings.first { $0.rule.id == "event-added" }?.severity == .info, "\(mode)")
        }
        let removed = PlanComparison(today: "2026-11-23").compare(
            try Self.plan(added, version: "1.0.0"), try Self.plan(Self.shared, version: "2.0.0"))
        let finding = try #require(removed.findings.first { $0.rule.id == "event-removed" })
        #expect(finding.primaryLocation?.line == 11)
    }

    @Test func markdownEscapesWhatGitHubWouldRender() {
        let hostile = "**bold** _it_ `code` [link](http://x) <img src=x> @octocat #12 :tada: $x$ ~~s~~ a|b\nnext"
        let escaped = MarkdownText.escaped(hostile)
        for fragment in ["**", "`code`", "](", "<img", "@octocat", "#12", ":tada:", "$x$", "~~", "a|b", "\n"] {
            #expect(!escaped.contains(fragment), "\(fragment) survived in \(escaped)")
        }
        #expect(MarkdownText.code("a`b|c") == "``a`b\\|c``")
    }

    @Test func sarifDeclaresColumnKindPercentEncodesURIsAndRelatesTheOtherSide() throws {
        let report = try Self.report(new: Self.shared.replacing("\"maximum\": 100", with: "\"maximum\": 50"))
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(report).utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        #expect(SARIFURI.reference("events/order flow+é.json") == "events/order%20flow%2B%C3%A9.json")
    }

    @Test func githubAnnotationsStayWithinTheLimitPerLevelWithASummary() throws {
        var events: [String] = []
        for index in 0..<25 { events.append("\"E\(index)\": { \"description\": \"E.\", \"properties\": {} }") }
        let old = "{\"events\": {\(events.joined(separator: ", "))}}"
        let new = "{\"events\": {\"E0\": { \"description\": \"E.\", \"properties\": {} }}}"
        let text = ReportFormat.github.render(try Self.report(old: old, new: new, newVersion: "2.0.0"))
        let errors = text.split(separator: "\n").filter { $0.hasPrefix("::error") }
        #expect(errors.count == 10)
        #expect(errors.last?.contains("15 more errors") == true, "\(errors.last ?? "")")
        #expect(text.contains("error: plan.json:"), "the rest are still in the log")
    }
}
