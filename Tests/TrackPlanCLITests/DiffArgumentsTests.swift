import Testing
import TrackPlanDiff
import TrackPlanDiffFiles

/// The diff plugin's tool reads `trackplan diff`'s options by hand: the same spellings, the same refusals.
@Suite struct DiffArgumentsTests {
    @Test func readsEveryOptionInBothSpellings() throws {
        let request = try DiffArguments.parse([
            "--against", "origin/main", "--format=sarif", "--config", "ci/diff.json", "--mode", "full", "--events=open", "--today",
            "2026-05-01", "--call-sites=sites.json", "--", "--plan",
        ])
        #expect(
            request
                == DiffRequest(
                    directories: ["--plan"], against: "origin/main", format: .sarif, configPath: "ci/diff.json", mode: .full, openness: .open,
                    today: "2026-05-01", callSitesPath: "sites.json"))
        #expect(try DiffArguments.parse(["old", "new"]) == DiffRequest(directories: ["old", "new"]))
    }

    @Test(arguments: [
        (["old"], "expected <old-plan-dir> <new-plan-dir>"),
        (["--against", "main", "a", "b"], "expected one <plan-dir> with --against"),
        (["a", "b", "--format", "xml"], "'xml' is not a value of '--format': use text, json, markdown, github, sarif"),
        (["a", "b", "--strict"], "unknown option '--strict'"),
        (["a", "b", "--mode"], "missing value for '--mode'"),
        (["a", "b", "--today", "2026-13-45"], "--today must be a date written YYYY-MM-DD"),
    ])
    func refusesWhatTheCLIRefuses(arguments: [String], message: String) {
        #expect(throws: DiffFailure.self) { try DiffArguments.parse(arguments) }
        do {
            _ = try DiffArguments.parse(arguments)
        } catch {
            #expect(error.description == message)
            #expect(error.status == .usage)
        }
    }
}
