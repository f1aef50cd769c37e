import Foundation
import Testing
import TrackPlanDiff
import TrackPlanModel

private typealias B = PlanBuilder

@Suite("Report formatters")
struct FormatterTests {
    static func report(file: String = "events.json") -> DiffReport {
        var old = B.oneEvent([B.property("plan"), B.property("note")])
        old.events[0].properties.properties[1].schema.origin.location.file = file
        let new = B.oneEvent([B.property("plan", description: "50% off, now: more\nlines")], version: "2.0.0")
        return PlanComparison(today: "2026-01-01").compare(old, new)
    }

    @Test func textIsColouredOnlyWhenAsked() {
        #expect(!ReportFormat.text.render(Self.report()).contains("\u{1B}["))
        #expect(ReportFormat.text.render(Self.report(), colors: true).contains("\u{1B}[31m"))
    }

    @Test func githubEscapesMessagesAndProperties() {
        let text = ReportFormat.github.render(Self.report())
        #expect(
            text.contains(
                "::error file=events.json,line=3,col=5,title=trackplan diff%3A property-removed (Signed Up › note)::optional property 'note' was removed"
            ))
        #expect(text.contains("::notice file=events.json,line=3,col=5,title=trackplan diff%3A description-changed (Signed Up › plan)::"))
        #expect(text.split(separator: "\n").allSatisfy { !$0.isEmpty })
    }

    @Test func githubEscapesCommasAndColonsInFileNames() {
        let text = ReportFormat.github.render(Self.report(file: "a,b:c.json"))
        #expect(!text.contains("file=a,b"))
    }

    @Test func markdownKeepsTableCellsOnOneLine() {
        let text = ReportFormat.markdown.render(Self.report())
        #expect(text.contains("| 🔴 error | `note`: optional property 'note' was removed | **source**, **data-backward** |"))
    }

    @Test func markdownTellsAnalystsWhatTheDataLoses() {
        let text = ReportFormat.markdown.render(Self.report())
        #expect(text.contains("#### What the data loses"))
        #expect(text.contains("- **Signed Up** `note`: this property stops arriving (optional property 'note' was removed)"))
        // A description change loses nothing.
        #expect(!text.contains("`plan`: this property"))
    }

    @Test func jsonAndSarifAreValidJSON() throws {
        for format in [ReportFormat.json, .sarif] {
            let data = Data(format.render(Self.report()).utf8)
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: data) }
        }
    }

    @Test func sarifListsEveryRuleAndPointsResultsAtThem() throws {
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(Self.report()).utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count == RuleCatalog.all.count)
        let results = try #require(run["results"] as? [[String: Any]])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }
}
