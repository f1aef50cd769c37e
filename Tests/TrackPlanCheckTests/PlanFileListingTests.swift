import Foundation
import TestSupport
import Testing
import TrackPlanModel

/// The one rule for which files make up a plan directory (the CLI, the git reader, the plugins and the tests use it).
@Suite struct PlanFileListingTests {
    @Test func listsEveryJSONFileBelowThePlanSortedAndSkipsHiddenOnes() throws {
        let plan = TemporaryDirectory()
        for path in [
            "trackplan.json", "events/b.json", "events/a.json", "events.json", "deep/er/x.json", "notes.md", "events/README",
            ".hidden.json", ".git/config.json", "events/.draft.json", "x.json.bak",
        ] {
            try plan.write(path, "{}")
        }
        let paths = try PlanFileListing.relativePaths(in: plan.url)
        #expect(paths == ["deep/er/x.json", "events.json", "events/a.json", "events/b.json", "trackplan.json"])
    }

    @Test func aLinkToAFileCountsAndALinkToAFolderIsNotFollowed() throws {
        let plan = TemporaryDirectory()
        let elsewhere = TemporaryDirectory()
        try plan.write("trackplan.json", "{}")
        try elsewhere.write("shared.json", "{}")
        try elsewhere.write("folder/inner.json", "{}")
        try FileManager.default.createSymbolicLink(
            at: plan.url.appendingPathComponent("shared.json"), withDestinationURL: elsewhere.url.appendingPathComponent("shared.json"))
        try FileManager.default.createSymbolicLink(
            at: plan.url.appendingPathComponent("loop"), withDestinationURL: plan.url)
        try FileManager.default.createSymbolicLink(
            at: plan.url.appendingPathComponent("folder.json"), withDestinationURL: elsewhere.url.appendingPathComponent("folder"))
        #expect(try PlanFileListing.relativePaths(in: plan.url) == ["shared.json", "trackplan.json"])
    }

    @Test(arguments: [
        ("trackplan.json", true), ("events/checkout.json", true), ("events/checkout.JSON", false), ("events.json.orig", false),
        (".github/plan.json", false), ("events/.draft.json", false),
    ])
    func pathsFromGitFollowTheSameRule(path: String, isPlanFile: Bool) {
        #expect(PlanFileListing.isPlanFile(path) == isPlanFile)
    }

    @Test func aMissingDirectoryThrows() {
        #expect(throws: (any Error).self) { try PlanFileListing.relativePaths(in: URL(fileURLWithPath: "/nonexistent-trackplan-dir")) }
    }
}
