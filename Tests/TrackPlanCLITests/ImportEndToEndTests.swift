import Foundation
import TestSupport
import Testing

/// What a team with an existing plan does, on the built binary: import → lint clean → generate → the generated
/// Swift compiles against the runtime (Swift 6, warnings as errors); and export → import is a fixed point.
@Suite struct ImportEndToEndTests {
    static let fixtures = "Tests/TrackPlanImportTests/Fixtures"

    @Test(arguments: [
        ("segment", "\(fixtures)/segment/segment-typewriter-plan.json", "25 events, 145 properties; 166 constructs"),
        ("iglu", "\(fixtures)/iglu", "4 events, 34 properties; 2 constructs"),
        ("rudderstack", "\(fixtures)/rudderstack", "4 events, 38 properties; 13 constructs"),
    ])
    func importLintGenerateCompile(format: String, source: String, figures: String) async throws {
        let scratch = TemporaryDirectory()
        let plan = scratch.path("plan")
        let imported = try await TrackPlanCLI.run(["import", format, source, "--output", plan])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains(figures), "\(imported.stdout)")

        let lint = try await TrackPlanCLI.run(["lint", plan])
        #expect(lint.status == 0 && lint.stdout.hasPrefix("no problems"), "\(lint.stdout)")

        let swift = scratch.path("Swift")
        let generated = try await TrackPlanCLI.run(["generate", plan, "--output", swift, "--module-name", "Imported"])
        #expect(generated.status == 0, "\(generated.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: swift).sorted().map { "\(swift)/\($0)" }
        let compiled = try await ChildProcess.run(
            BuildProducts.tool("swiftc"),
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Imported", "-I", BuildProducts.modules.path, "-Xcc",
                BuildProducts.runtimeCModuleMapFlag,
            ] + files,
            lowPriority: true)
        // Iglu's ecommerce action has a property `type` with an enum: the naming authority spells its nested type
        // `TypeValue` (a nested `Type` would not compile).
        #expect(compiled.status == 0, "\(compiled.stdout)\(compiled.stderr)")
    }

    /// import segment → export segment → import segment writes the same plan files.
    @Test func segmentRoundTripIsAFixedPoint() async throws {
        let scratch = TemporaryDirectory()
        let export = "\(Self.fixtures)/segment/segment-typewriter-plan.json"
        #expect(try await TrackPlanCLI.run(["import", "segment", export, "--output", scratch.path("first")]).status == 0)
        try FileManager.default.createDirectory(atPath: scratch.path("out"), withIntermediateDirectories: true)
        let exported = scratch.path("out/segment-typewriter-plan.json")
        #expect(try await TrackPlanCLI.run(["export", "segment", scratch.path("first"), "--output", exported]).status == 0)
        #expect(try await TrackPlanCLI.run(["import", "segment", exported, "--output", scratch.path("second")]).status == 0)
        for file in ["trackplan.json", "events.json"] {
            #expect(
                FileManager.default.contents(atPath: scratch.path("first/\(file)"))
                    == FileManager.default.contents(atPath: scratch.path("second/\(file)")))
        }
    }

    @Test func jsonSchemaExportWritesOneSchemaPerEventAndScreen() async throws {
        let scratch = TemporaryDirectory()
        let output = try await TrackPlanCLI.run(["export", "json-schema", "Schemas", "--output", scratch.path("schemas")])
        #expect(output.status == 0, "\(output.stderr)")
        let events = try FileManager.default.contentsOfDirectory(atPath: scratch.path("schemas/events"))
        let screens = try FileManager.default.contentsOfDirectory(atPath: scratch.path("schemas/screens"))
        #expect(events.count == 25 && screens.count == 6)
        let data = try #require(FileManager.default.contents(atPath: scratch.path("schemas/events/OrderCompleted.schema.json")))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["title"] as? String == "Order Completed")
    }
}

extension TemporaryDirectory {
    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }
}
