import Foundation
import TestSupport
import Testing

/// Every committed generated directory must be exactly what `trackplan generate` writes for its plan: the example
/// plan's `Generated/` (from `Schemas/`), and the benchmarks' event in `Benchmarks/BenchmarkPlan/Generated/` (from
/// `Benchmarks/Plan/`), so the benchmarks measure the code the generator writes today.
///
/// Re-record after an intended change with `TRACKPLAN_RECORD=1 swift test --filter GeneratedDirectoryTests`:
/// the test then rewrites the directories and fails, so a recording run is never mistaken for a passing one.
@Suite struct GeneratedDirectoryTests {
    /// Plan directory, committed output directory, module name; relative to the package root.
    static let outputs = [
        ["Schemas", "Generated", "ExamplePlan"],
        ["Benchmarks/Plan", "Benchmarks/BenchmarkPlan/Generated", "BenchmarkPlan"],
    ]

    @Test(arguments: outputs)
    func generatedMatchesThePlanByteForByte(output: [String]) async throws {
        let (plan, committed, module) = (output[0], output[1], output[2])
        let root = BuildProducts.packageRoot
        if Snapshot.isRecording {
            let result = try await ChildProcess.run(
                BuildProducts.trackplan, ["generate", plan, "--output", committed, "--module-name", module], in: root)
            try #require(result.status == 0, "\(result.combined)")
            Snapshot.recorded("\(committed)/ (\(result.combined.trimmingCharacters(in: .newlines)))")
            return
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try await ChildProcess.run(
            BuildProducts.trackplan, ["generate", plan, "--output", scratch.path, "--module-name", module], in: root)
        try #require(result.status == 0, "trackplan generate failed:\n\(result.combined)")

        let diff = try await ChildProcess.run(tool: "diff", ["-ru", committed, scratch.path], in: root)
        #expect(
            diff.status == 0,
            """
            \(committed)/ is out of date with \(plan)/. Diff (committed → regenerated):
            \(diff.combined)
            Re-record with: TRACKPLAN_RECORD=1 swift test --filter GeneratedDirectoryTests
            """)
    }

    @Test func generatingTwiceWritesNothingTheSecondTime() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-twice-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let arguments = ["generate", "Schemas", "--output", scratch.path, "--module-name", "ExamplePlan"]
        let first = try await ChildProcess.run(BuildProducts.trackplan, arguments, in: BuildProducts.packageRoot)
        let modified =
            try FileManager.default.attributesOfItem(atPath: scratch.appendingPathComponent("TrackPlan.swift").path)[.modificationDate] as? Date
        let second = try await ChildProcess.run(BuildProducts.trackplan, arguments, in: BuildProducts.packageRoot)
        let modifiedAgain =
            try FileManager.default.attributesOfItem(atPath: scratch.appendingPathComponent("TrackPlan.swift").path)[.modificationDate] as? Date
        #expect(first.combined.hasSuffix("; 11 written\n"), "\(first.combined)")
        #expect(second.combined.hasSuffix("; 0 written\n"), "\(second.combined)")
        #expect(modified == modifiedAgain)
    }

    @Test func planErrorsPrintLikeLintAndExitOne() async throws {
        let plan = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-bad-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: plan) }
        try FileManager.default.createDirectory(at: plan, withIntermediateDirectories: true)
        try Data(#"{"name": "Bad", "version": "1.0"}"#.utf8).write(to: plan.appendingPathComponent("trackplan.json"))
        let result = try await ChildProcess.run(
            BuildProducts.trackplan, ["generate", plan.path, "--output", plan.appendingPathComponent("out").path])
        #expect(result.status == 1)
        #expect(result.combined.contains("trackplan.json:1:"), "\(result.combined)")
        #expect(result.combined.contains(": error: "), "\(result.combined)")
        #expect(!FileManager.default.fileExists(atPath: plan.appendingPathComponent("out").path))
    }
}
