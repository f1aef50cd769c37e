import Foundation
import PlanTestSupport
import TestSupport
import Testing
import TrackPlanCheck
import TrackPlanGenerate
import TrackPlanModel

/// Untyped values, maps, unions and `allOf` as an app meets them: literals build the values, the wrong type does
/// not compile, and the event encodes to fixed bytes (map and object keys in UTF-8 order).
@Suite struct ConstructCallSiteTests {
    static let plan = ##"""
        {
          "$defs": {
            "ids": { "properties": { "user_id": { "type": "string" }, "account": { "type": "integer" } }, "required": ["user_id"] },
            "price": { "type": ["string", "number"], "minLength": 1, "minimum": 0 }
          },
          "events": {
            "Experiment Viewed": {
              "allOf": [{ "$ref": "#/$defs/ids" }],
              "properties": {
                "experiments": { "additionalProperties": { "type": "string" }, "propertyNames": { "pattern": "^exp_" } },
                "metadata": {},
                "tags": { "type": "array" },
                "price": { "$ref": "#/$defs/price" },
                "level": { "oneOf": [{ "type": "boolean" }, { "type": "integer", "minimum": 1 }, { "type": "null" }] },
                "scores": { "additionalProperties": { "type": ["number", "null"] } }
              },
              "required": ["experiments", "metadata"]
            }
          }
        }
        """##

    /// `plan` (the events file) generated as the module `ConformanceRun`.
    static func generated(_ plan: String = plan, name: String = "Constructs") throws -> GenerationResult {
        let manifest = #"{"name": "\#(name)", "version": "1.0.0", "lint": {"disable": ["missing-description"]}}"#
        let files = [
            PlanSourceFile(path: "trackplan.json", bytes: Array(manifest.utf8)), PlanSourceFile(path: "events.json", bytes: Array(plan.utf8)),
        ]
        let loaded = PlanLoader().load(files)
        let plan = try #require(loaded.plan, "\(loaded.diagnostics)")
        let result = SwiftGenerator(options: GeneratorOptions(moduleName: "ConformanceRun", toolVersion: "test")).generate(plan)
        try #require(!result.diagnostics.hasErrors, "\(result.diagnostics)")
        return result
    }

    @Test func literalsBuildTheValuesAndTheEventEncodesDeterministically() async throws {
        let driver = """
            @_spi(Generated) import TrackPlan

            let event = ExperimentViewed(
                userId: "u1", account: 7, experiments: ["exp_b": "x", "exp_a": "y"],
                metadata: ["z": 1, "a": [true, nil, 2.5, "s"], "m": ["k": "v"], "é": [:]],
                tags: [1, "two"], price: 9.5, level: .value(true), scores: ["b": nil, "a": 1.5])
            var writer = JSONWriter()
            event.encodeProperties(into: &writer)
            print(String(decoding: writer.bytes, as: UTF8.self))
            var report = ValidationReport()
            event.validate(into: &report)
            print(report.isValid)
            let bad = ExperimentViewed(
                userId: "u1", experiments: ["nope": "a"], metadata: ["n": .number(.infinity)], price: "", level: .value(0))
            var badReport = ValidationReport()
            bad.validate(into: &badReport)
            print(badReport.issues.map { "\\($0.path) \\($0.rule)" }.sorted().joined(separator: ", "))

            """
        let output = try await ConformanceTests.compileAndRun(driver, try Self.generated())
        #expect(
            output.split(separator: "\n").map(String.init) == [
                #"{"user_id":"u1","account":7,"experiments":{"exp_a":"y","exp_b":"x"},"metadata":{"a":[true,null,2.5,"s"],"m":{"k":"v"},"z":1,"é":{}},"tags":[1,"two"],"price":9.5,"level":true,"scores":{"a":1.5,"b":null}}"#,
                "true",
                "/experiments/nope propertyNames, /level minimum, /metadata/n finite, /price minLength",
            ], "\(output)")
    }

    struct BadCallSite: CustomTestStringConvertible, Sendable {
        var name: String
        var call: String
        var expected: String
        var testDescription: String { name }
    }

    static let badCallSites = [
        BadCallSite(
            name: "map value of the wrong type", call: #"_ = ExperimentViewed(userId: "u", experiments: ["exp_a": 1], metadata: nil)"#,
            expected: "cannot convert value of type 'Int' to expected dictionary value type 'String'"),
        BadCallSite(
            name: "a map where a string is expected", call: #"_ = ExperimentViewed(userId: ["u": "v"], experiments: [:], metadata: nil)"#,
            expected: "error:"),
        BadCallSite(
            name: "a union without that type", call: #"_ = ExperimentViewed(userId: "u", experiments: [:], metadata: nil, price: true)"#,
            expected: "cannot convert value of type 'Bool' to expected argument type 'Price'"),
        BadCallSite(
            name: "a union case that does not exist",
            call: #"_ = ExperimentViewed(userId: "u", experiments: [:], metadata: nil, level: .value(.string("x")))"#,
            expected: "type 'ExperimentViewed.Level' has no member 'string'"),
        BadCallSite(
            name: "a Swift value that is not JSON",
            call: #"_ = ExperimentViewed(userId: "u", experiments: [:], metadata: .object(["d": Date()]))"#,
            expected: "cannot convert value of type 'Date' to expected dictionary value type 'JSONValue'"),
        BadCallSite(
            name: "a required property from an allOf part is missing", call: #"_ = ExperimentViewed(experiments: [:], metadata: nil)"#,
            expected: "missing argument for parameter 'userId'"),
    ]

    @Test(arguments: badCallSites)
    func theWrongTypeDoesNotCompile(_ site: BadCallSite) async throws {
        let result = try await Self.typecheck(site.call)
        #expect(result.status != 0, "expected a compile error for: \(site.call)")
        #expect(result.combined.contains(site.expected), "the compiler said:\n\(result.combined)")
    }

    @Test func theRightTypesCompileWithoutWarnings() async throws {
        let result = try await Self.typecheck(
            #"_ = ExperimentViewed(userId: "u", experiments: ["exp_1": "a"], metadata: [1, "x", nil, ["k": false]], price: "12", level: .null)"#)
        #expect(result.status == 0 && result.combined.isEmpty, "\(result.combined)")
    }

    static func typecheck(_ call: String) async throws -> ChildProcess.Output { try await typecheck(call, against: try generated()) }

    /// Type-checks `call` against `generated` and the real built runtime.
    static func typecheck(_ call: String, against generated: GenerationResult) async throws -> ChildProcess.Output {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-constructs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources: [String] = []
        for file in generated.files {
            let url = directory.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            sources.append(url.path)
        }
        let callSite = directory.appendingPathComponent("CallSite.swift")
        try Data("import Foundation\nimport TrackPlan\n\nfunc callSite() {\n\(call)\n}\n".utf8).write(to: callSite)
        return try await ChildProcess.run(
            BuildProducts.tool("swiftc"),
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "ConformanceRun", "-I", BuildProducts.modules.path,
                "-Xcc", BuildProducts.runtimeCModuleMapFlag,
            ]
                + sources + [callSite.path],
            lowPriority: true)
    }
}
