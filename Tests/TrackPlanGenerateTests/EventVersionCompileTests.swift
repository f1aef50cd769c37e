import Foundation
import PlanTestSupport
import TestSupport
import Testing
import TrackPlanGenerate
import TrackPlanModel

/// Versions side by side in generated Swift: the current version under the plain name, each kept one as
/// `<Type>V<n>`, deprecated, both trackable; a version the plan dropped is gone from the API.
@Suite struct EventVersionCompileTests {
    static let manifest = #"{"name": "Shop", "version": "2.0.0", "lint": {"disable": ["missing-description"]}}"#

    /// `Order Completed` at `version`, keeping `kept` (each version's one property: `total_v<n>`).
    static func plan(version: Int, kept: [Int]) throws -> Plan {
        func schema(_ number: Int) -> String {
            #"{"properties": {"total_v\#(number)": {"type": "number"}}, "required": ["total_v\#(number)"]}"#
        }
        let versions = kept.map { "\"\($0)\": \(schema($0))" }.joined(separator: ", ")
        let events =
            #"{"events": {"Order Completed": {"x-version": \#(version), "properties": {"total_v\#(version)": {"type": "number"}}, "required": ["total_v\#(version)"], "x-versions": {\#(versions)}}}}"#
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-versions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(manifest.utf8).write(to: directory.appendingPathComponent("trackplan.json"))
        try Data(events.utf8).write(to: directory.appendingPathComponent("events.json"))
        return try PlanFiles.load(directory)
    }

    /// Type-checks the generated files of `plan` with `body` in a function of the same module.
    static func typecheck(_ plan: Plan, _ body: String) async throws -> ChildProcess.Output {
        var generated = SwiftGenerator(options: GeneratorOptions(moduleName: "Versions", toolVersion: "test")).generate(plan)
        try #require(!generated.diagnostics.hasErrors, "\(generated.diagnostics)")
        generated.files.append(
            GeneratedFile(
                name: "CallSite.swift", contents: "import TrackPlan\n\nfunc send(_ event: some TrackedEvent) {}\n\nfunc callSite() {\n\(body)\n}\n"))
        return try await GeneratedCodeCompilesTests.typecheck(generated, module: "Versions", warningsAsErrors: false)
    }

    @Test func theCurrentAndTheKeptVersionAreBothTrackable() async throws {
        let plan = try Self.plan(version: 2, kept: [1])
        let result = try await Self.typecheck(
            plan,
            """
                send(.orderCompleted(totalV2: 1))
                send(.orderCompletedV1(totalV1: 1))
                send(OrderCompletedV1(totalV1: 1))
                precondition(OrderCompletedV1.wireName == OrderCompleted.wireName)
            """)
        #expect(result.status == 0, "\(result.combined)")
        // The kept version warns, naming the current one; nothing else does.
        #expect(result.combined.contains("is deprecated: version 1 of 'Order Completed'; track OrderCompleted (version 2)"), "\(result.combined)")
        let warnings = result.combined.components(separatedBy: "\n").filter { $0.contains("warning:") }
        #expect(warnings.allSatisfy { $0.contains("version 1 of 'Order Completed'") }, "\(warnings)")
        let manifest =
            SwiftGenerator(options: GeneratorOptions(moduleName: "Versions", toolVersion: "test")).generate(plan).files
            .first { $0.name == "TrackPlan.swift" }?.contents ?? ""
        #expect(manifest.contains(#""protocols":{"event_version":2}"#))
        #expect(manifest.contains("planStampEventVersion2"))
    }

    @Test func callingADroppedVersionDoesNotCompile() async throws {
        let plan = try Self.plan(version: 3, kept: [2])
        let factory = try await Self.typecheck(plan, "    send(.orderCompletedV1(totalV1: 1))")
        #expect(factory.status != 0)
        #expect(factory.combined.contains("error: type 'TrackedEvent' has no member 'orderCompletedV1'"), "\(factory.combined)")
        let type = try await Self.typecheck(plan, "    send(OrderCompletedV1(totalV1: 1))")
        #expect(type.status != 0)
        #expect(type.combined.contains("error: cannot find 'OrderCompletedV1' in scope"), "\(type.combined)")
        let kept = try await Self.typecheck(plan, "    send(.orderCompletedV2(totalV2: 1))\n    send(.orderCompleted(totalV3: 1))")
        #expect(kept.status == 0, "\(kept.combined)")
    }
}
