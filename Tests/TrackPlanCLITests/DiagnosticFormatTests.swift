import Testing
import TrackPlanFiles
import TrackPlanModel

@testable import trackplan

/// Escaping in the machine-readable formats, which the snapshot plans do not exercise.
@Suite struct DiagnosticFormatTests {
    static let awkward = Diagnostic.error(
        "json-syntax", "50% of \"a\\b\"\nline two", at: SourceLocation(file: "plans/a,b:c.json", line: 2, column: 3),
        pointer: JSONPointer(tokens: ["events", "A/B"]))

    @Test func escapesJSONStrings() {
        #expect(
            DiagnosticJSON.render([Self.awkward]) == #"""
                [
                  {"severity": "error", "ruleId": "json-syntax", "message": "50% of \"a\\b\"\nline two", "file": "plans/a,b:c.json", "line": 2, "column": 3, "pointer": "/events/A~1B"}
                ]
                """#)
        #expect(DiagnosticJSON.render([]) == "[]")
        #expect(DiagnosticJSON.quoted("\u{1}") == #""\u0001""#)
    }

    @Test func escapesGitHubWorkflowCommands() {
        #expect(
            DiagnosticJSON.githubLines([Self.awkward]) == [
                #"::error file=plans/a%2Cb%3Ac.json,line=2,col=3,title=json-syntax::50%25 of "a\b"%0Aline two"#
            ])
        #expect(DiagnosticJSON.githubLines([.warning("missing-manifest", "no manifest")]) == ["::warning title=missing-manifest::no manifest"])
    }

    @Test func parsesOptions() throws {
        #expect(try LintCommand.parse(["Schemas", "--format=json"]).format == .json)
        #expect(try LintCommand.parse(["--format", "github", "Schemas"]).planDirectory == "Schemas")
        #expect(try LintCommand.parse(["--", "--odd-name"]).planDirectory == "--odd-name")
        #expect(throws: (any Error).self) { try LintCommand.parse(["a", "b"]) }
        #expect(throws: (any Error).self) { try LintCommand.parse(["a", "--format"]) }
    }
}
