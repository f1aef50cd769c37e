import Foundation
import PlanTestSupport
import TestSupport
import Testing
import TrackPlanCheck
import TrackPlanModel

/// Plans for tests: inline files, or directories of the repository (read from disk here, never in the loader).
enum PlanFixtures {
    static let repositoryRoot = BuildProducts.packageRoot

    /// A minimal manifest that plan-file tests can pair with their file under test.
    static let manifest = #"{"name": "Test", "version": "1.0.0", "lint": {"disable": ["missing-description"]}}"#

    /// Loads inline files; the manifest is added unless `files` has one. Every plan is loaded twice, one file after
    /// the other and on several threads, and the two results must be the same.
    static func load(_ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> PlanLoadResult {
        var all = files
        if all[PlanLoader.manifestFileName] == nil { all[PlanLoader.manifestFileName] = manifest }
        let sources = all.keys.sorted().map { PlanSourceFile(path: $0, bytes: Array(all[$0]!.utf8)) }
        let serial = PlanLoader(concurrency: .serial).load(sources)
        let concurrent = PlanLoader(concurrency: .concurrent).load(sources)
        #expect(concurrent.diagnostics == serial.diagnostics, "diagnostics differ on several threads", sourceLocation: sourceLocation)
        #expect(concurrent.plan == serial.plan, "the plan differs on several threads", sourceLocation: sourceLocation)
        return serial
    }

    /// Loads inline files and returns the printed diagnostics, sorted.
    static func diagnostics(_ files: [String: String]) -> [String] {
        load(files).diagnostics.sortedForDisplay().map(\.description)
    }

    /// Reads a plan directory of the repository (e.g. `Schemas`) as source files with repository-relative paths,
    /// choosing the files as the CLI does.
    static func directory(_ relativePath: String) throws -> [PlanSourceFile] {
        try PlanFiles.read(repositoryRoot.appendingPathComponent(relativePath), displayPrefix: relativePath)
    }
}
