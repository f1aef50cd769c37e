import Foundation
import PlanTestSupport
import TestSupport
import Testing

/// For every event, screen and traits type in `Schemas/`: a valid value validates cleanly and encodes to the
/// expected JSON (both parsed with Foundation), and every constraint has a value that breaks it and is reported.
/// The checks run as a small program compiled against the real `TrackPlan` and `ExamplePlan` build products.
@Suite struct ExamplePlanBehaviourTests {
    @Test func everyEventEncodesAndEveryConstraintIsReported() async throws {
        let plan = try PlanFiles.load(BuildProducts.packageRoot.appendingPathComponent("Schemas"))
        let program = try SampleProgram(plan: plan)
        #expect(program.validCount == plan.events.count + plan.screens.count + 2)
        #expect(program.violationCount > 40, "expected a violation per constraint, found \(program.violationCount)")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-samples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("main.swift")
        try Data(program.source.utf8).write(to: source)
        // The objects the build's output-file maps list (an incremental build keeps those of deleted files), with
        // swift-crypto's where the runtime links it.
        let objects = try BuildProducts.linkInputs(swiftModules: ["TrackPlan", "ExamplePlan"])
        let executable = directory.appendingPathComponent("samples").path
        let compile = try await ChildProcess.run(
            BuildProducts.tool("swiftc"),
            ["-swift-version", "5", "-I", BuildProducts.modules.path, "-Xcc", BuildProducts.runtimeCModuleMapFlag, source.path] + objects + [
                "-o", executable,
            ],
            lowPriority: true)
        try #require(compile.status == 0, "\(compile.combined)\n\(program.source)")
        let run = try await ChildProcess.run(URL(fileURLWithPath: executable), [])
        print("samples: \(program.validCount) valid, \(program.violationCount) violating; \(run.combined)")
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.combined.hasSuffix("checked \(program.validCount + program.violationCount), failed 0\n"), "\(run.combined)")
    }
}
