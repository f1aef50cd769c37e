import Foundation
import TestSupport
import Testing

/// `trackplan docs`, run as a person runs it: the example plan's site, an output directory with other files in it,
/// a plan with errors, and `--history` over a git repository with a commit whose plan does not load.
@Suite("trackplan docs")
struct DocsCommandTests {
    let scratch: URL

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(at: scratch) }

    func write(_ path: String, _ text: String) throws {
        let url = scratch.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: scratch.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func buildsTheExamplePlansSiteAndRewritesOnlyWhatChanged() async throws {
        defer { cleanUp() }
        let output = scratch.appendingPathComponent("site").path
        let first = try await TrackPlanCLI.run(["docs", "Schemas", "--output", output])
        #expect(first.status == 0, "stderr: \(first.stderr)")
        #expect(first.stdout.contains("catalogue of 25 events and 6 screens"))
        #expect(read("site/events/order-completed.html")?.contains("Payment succeeded and the order was placed.") == true)
        #expect(read("site/.trackplan-catalogue")?.contains("events/order-completed.html\n") == true)
        let second = try await TrackPlanCLI.run(["docs", "Schemas", "--output", output])
        #expect(second.status == 0)
        #expect(second.stdout.contains("; 0 of "))
    }

    @Test func otherFilesInTheOutputAreKeptAndNeverOverwritten() async throws {
        defer { cleanUp() }
        try write("site/index.html", "mine\n")
        try write("site/notes.txt", "mine too\n")
        let refused = try await TrackPlanCLI.run(["docs", "Schemas", "--output", scratch.appendingPathComponent("site").path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("holds files that trackplan docs did not write (index.html)"))
        #expect(read("site/index.html") == "mine\n")

        try FileManager.default.removeItem(at: scratch.appendingPathComponent("site/index.html"))
        // A file an earlier run wrote that the plan no longer produces is removed; the user's are kept.
        try write("site/events/gone.html", "old page\n")
        try write("site/.trackplan-catalogue", "# earlier run\nevents/gone.html\n../outside.txt\n")
        try write("outside.txt", "outside\n")
        let built = try await TrackPlanCLI.run(["docs", "Schemas", "--output", scratch.appendingPathComponent("site").path])
        #expect(built.status == 0, "stderr: \(built.stderr)")
        #expect(built.stdout.contains("1 removed"))
        #expect(read("site/events/gone.html") == nil)
        #expect(read("site/notes.txt") == "mine too\n")
        #expect(read("outside.txt") == "outside\n")
    }

    @Test func usageListsWhereTheAppSendsEachEvent() async throws {
        defer { cleanUp() }
        try write(
            "sites.json",
            #"{"callSites": [{"name": "productViewed", "file": "App/Shop.swift", "line": 3, "column": 9, "labels": ["productId"]}, {"name": "print", "file": "App/Shop.swift", "line": 4, "column": 1, "labels": []}]}"#
        )
        let output = try await TrackPlanCLI.run([
            "docs", "Schemas", "--output", scratch.appendingPathComponent("site").path, "--usage", scratch.appendingPathComponent("sites.json").path,
        ])
        #expect(output.status == 0, "stderr: \(output.stderr)")
        #expect(read("site/events/product-viewed.html")?.contains("<li><code>App/Shop.swift:3</code></li>") == true)
        #expect(read("site/events/order-completed.html")?.contains("No call site found in the usage report.") == true)
    }

    @Test func aPlanWithErrorsBuildsNothing() async throws {
        defer { cleanUp() }
        let output = try await TrackPlanCLI.run([
            "docs", "Tests/TrackPlanCLITests/Plans/bad-plan", "--output", scratch.appendingPathComponent("site").path,
        ])
        #expect(output.status == 1)
        #expect(output.stderr.contains(": error: "))
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("site").path))
    }

    func git(_ arguments: String...) async throws {
        let result = try await ChildProcess.run(
            tool: "git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments,
            in: scratch, timeout: .seconds(60))
        guard result.status == 0 else { throw ChildProcess.Failure(description: "git \(arguments): \(result.stderr)") }
    }

    func commit(version: String, events: String, _ message: String) async throws {
        try write("plan/trackplan.json", #"{"name": "Git Plan", "version": "\#(version)"}"#)
        try write("plan/events.json", #"{"events": {"Signed Up": {"description": "Signed up.", "properties": {\#(events)}}}}"#)
        try await git("add", "-A")
        try await git("commit", "-q", "-m", message)
    }

    @Test func historyListsEachEventsChangesAndACommitThatDoesNotLoad() async throws {
        defer { cleanUp() }
        try await git("init", "-q", "-b", "main")
        try await commit(version: "1.0.0", events: #""plan": {"type": "string", "description": "Chosen plan."}"#, "first plan")
        try await commit(version: "1.1.0", events: #""plan": {"type": "strin"}"#, "a typo")
        try await commit(version: "2.0.0", events: "", "drop plan")
        let output = try await TrackPlanCLI.run(["docs", "plan", "--output", "site", "--history"], in: scratch)
        #expect(output.status == 0, "stderr: \(output.stderr)")
        let page = try #require(read("site/events/signed-up.html"))
        #expect(page.contains("<span class=\"badge breaking\">breaking</span> optional property &#39;plan&#39; was removed"))
        #expect(page.contains("drop plan"))
        let index = try #require(read("site/index.html"))
        #expect(index.contains("a typo: <span class=\"badge breaking\">not read</span> the plan at this commit does not load"))
    }

    /// `--history` reads the diff config as `trackplan diff` does (`.trackplan-diff.json` in the current directory, or
    /// `--config`): a change it ignores is listed as accepted with its reason, not as breaking.
    @Test func historyFollowsTheDiffConfig() async throws {
        defer { cleanUp() }
        try await git("init", "-q", "-b", "main")
        try await commit(version: "1.0.0", events: #""plan": {"type": "string", "description": "Chosen plan."}"#, "first plan")
        try await commit(version: "2.0.0", events: "", "drop plan")
        try write(".trackplan-diff.json", #"{"ignore": [{"rule": "property-removed", "reason": "billing reads it from the ledger"}]}"#)
        let output = try await TrackPlanCLI.run(["docs", "plan", "--output", "site", "--history"], in: scratch)
        #expect(output.status == 0, "stderr: \(output.stderr)")
        let page = try #require(read("site/events/signed-up.html"))
        #expect(
            page.contains(
                "<li>optional property &#39;plan&#39; was removed <span class=\"note\">(accepted by the diff config: billing reads it from the ledger)</span></li>"
            ),
            "\(page)")
        #expect(!page.contains("badge breaking"))
        try write("other-config.json", #"{"ignore": [{"rule": "property-removed", "reason": "kept elsewhere"}]}"#)
        let other = try await TrackPlanCLI.run(["docs", "plan", "--output", "site", "--history", "--config", "other-config.json"], in: scratch)
        #expect(other.status == 0, "stderr: \(other.stderr)")
        #expect(try #require(read("site/events/signed-up.html")).contains("(accepted by the diff config: kept elsewhere)"))
        let withoutHistory = try await TrackPlanCLI.run(["docs", "plan", "--output", "site", "--config", "other-config.json"], in: scratch)
        #expect(withoutHistory.status == 2 && withoutHistory.stderr.contains("add --history"), "\(withoutHistory.stderr)")
    }
}
