import Foundation
import Testing

@testable import TrackPlanCollectorServer

/// Untyped values, maps and unions in received messages, with the generated validators' rules.
@Suite struct ConstructValidationTests {
    static let events = ##"""
        {"events": {"Experiment Viewed": {"properties": {
          "experiments": {"additionalProperties": {"type": "string", "minLength": 1}, "propertyNames": {"pattern": "^exp_"}, "maxProperties": 2},
          "metadata": {},
          "price": {"type": ["string", "integer"], "minLength": 1, "minimum": 0}
        }}}}
        """##

    func problems(_ properties: String) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("collector-constructs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifest = #"{"name": "C", "version": "1.0.0", "lint": {"disable": ["missing-description"]}}"#
        try Data(manifest.utf8).write(to: directory.appendingPathComponent("trackplan.json"))
        try Data(Self.events.utf8).write(to: directory.appendingPathComponent("events.json"))
        let validator = try PlanSource(directory: directory.path).validator
        let message = #"{"batch":[{"type":"track","event":"Experiment Viewed","anonymousId":"a","properties":"# + properties + "}]}"
        let messages = try RequestParser.messages(in: Array(message.utf8), endpoint: nil, limits: SegmentLimits(messageBytes: 1 << 20))
        return validator.problems(in: messages[0]).map { "\($0.pointer) \($0.rule)" }
    }

    @Test func goodValuesHaveNoProblems() throws {
        #expect(try problems(#"{"experiments": {"exp_a": "x"}, "metadata": {"any": [1, null, {"k": true}]}, "price": 3}"#) == [])
        #expect(try problems(#"{"experiments": {}, "metadata": null, "price": "9.99"}"#) == [])
    }

    @Test func mapsAndUnionsAreCheckedLikeTheGeneratedValidators() throws {
        let found = try problems(#"{"experiments": {"bad": "", "exp_1": "a", "exp_2": "b"}, "metadata": 1, "price": -1}"#)
        #expect(
            Set(found) == [
                "/properties/experiments maxProperties", "/properties/experiments/bad propertyNames", "/properties/experiments/bad minLength",
                "/properties/price minimum",
            ])
        #expect(try problems(#"{"experiments": {}, "metadata": 1, "price": true}"#) == ["/properties/price type"])
    }
}
