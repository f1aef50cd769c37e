import Foundation
import PlanTestSupport
import TestSupport
import Testing
import TrackPlanGenerate
import TrackPlanModel

/// Generated code must compile in Swift 6 mode with warnings as errors, for hostile plans too.
@Suite struct GeneratedCodeCompilesTests {
    @Test func convertedSegmentPlanCompilesInSwift6WithWarningsAsErrors() async throws {
        let plan = try PlanFiles.load(BuildProducts.packageRoot.appendingPathComponent("Tests/TrackPlanCheckTests/Fixtures/segment-plan"))
        let result = try await Self.typecheck(plan, module: "SegmentPlan")
        #expect(result.status == 0, "\(result.combined)")
        #expect(result.combined.isEmpty, "\(result.combined)")
    }

    @Test(arguments: [AccessLevel.public, .internal])
    func adversarialPlanCompiles(access: AccessLevel) async throws {
        let result = try await Self.typecheck(AdversarialPlan.plan, module: "Adversarial", access: access)
        #expect(result.status == 0, "\(result.combined)")
    }

    @Test func emptyPlanCompilesAndProducesEveryFile() async throws {
        let plan = PlanBuilders.plan(files: ["trackplan.json", "events/empty.json"])
        let files = PlanBuilders.generate(plan)
        #expect(files.keys.sorted() == ["TrackPlan+events+empty.swift", "TrackPlan.swift"])
        let result = try await Self.typecheck(plan, module: "EmptyPlan")
        #expect(result.status == 0, "\(result.combined)")
    }

    /// Generates `plan` into a scratch directory and type-checks it as module `module` against the built runtime.
    static func typecheck(_ plan: Plan, module: String, access: AccessLevel = .public) async throws -> ChildProcess.Output {
        let generated = SwiftGenerator(options: GeneratorOptions(accessLevel: access, moduleName: module, toolVersion: "test")).generate(plan)
        try #require(!generated.diagnostics.hasErrors, "\(generated.diagnostics)")
        return try await typecheck(generated, module: module)
    }

    /// Writes `generated` into a scratch directory and type-checks it as module `module` against the built runtime.
    static func typecheck(_ generated: GenerationResult, module: String, warningsAsErrors: Bool = true) async throws -> ChildProcess.Output {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for file in generated.files {
            let url = directory.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        return try await ChildProcess.run(
            BuildProducts.tool("swiftc"),
            [
                "-typecheck", "-swift-version", "6", "-module-name", module, "-I", BuildProducts.modules.path, "-Xcc",
                BuildProducts.runtimeCModuleMapFlag,
            ] + (warningsAsErrors ? ["-warnings-as-errors"] : []) + paths,
            lowPriority: true)
    }
}
