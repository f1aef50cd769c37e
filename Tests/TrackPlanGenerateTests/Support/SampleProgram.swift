import Foundation
import TrackPlanModel

@testable import TrackPlanGenerate

/// A Swift program that, for every event, screen and traits type of a plan, builds a valid value (which must
/// validate cleanly and encode to the expected JSON, compared after parsing both with Foundation) and one value
/// per constraint that breaks it (which must be reported with that rule at that JSON Pointer).
struct SampleProgram {
    private(set) var source = """
        import Foundation
        @_spi(Generated) import TrackPlan
        import ExamplePlan

        var failures = 0
        var checks = 0

        func report(of validate: (inout ValidationReport) -> Void) -> ValidationReport {
            var report = ValidationReport()
            validate(&report)
            return report
        }

        func expectValid(_ name: String, _ report: ValidationReport, encoded: [UInt8], expected: String) {
            checks += 1
            if !report.isValid { failures += 1; print("FAIL \\(name): the valid sample reported \\(report.issues)") }
            let actual = try? JSONSerialization.jsonObject(with: Data(encoded)) as? NSDictionary
            let wanted = try? JSONSerialization.jsonObject(with: Data(expected.utf8)) as? NSDictionary
            if actual == nil || actual != wanted {
                failures += 1
                print("FAIL \\(name): encoded \\(String(decoding: encoded, as: UTF8.self))\\n  expected \\(expected)")
            }
        }

        func expectIssue(_ name: String, _ report: ValidationReport, rule: String, path: String) {
            checks += 1
            if !report.issues.contains(where: { $0.rule == rule && $0.path == path }) {
                failures += 1
                print("FAIL \\(name): expected [\\(rule)] at \\(path), got \\(report.issues)")
            }
        }

        """
    private(set) var validCount = 0
    private(set) var violationCount = 0
    private let values: SampleValues

    init(plan: Plan) throws {
        values = SampleValues(privacy: plan.privacy)
        for event in plan.events { try add(event.properties, type: PlanNames.eventType(event), encode: "encodeProperties") }
        for screen in plan.screens { try add(screen.properties, type: PlanNames.screenType(screen), encode: "encodeProperties") }
        if let traits = plan.identifyTraits { try add(traits.properties, type: GeneratedNames.identifyTraits, encode: "encodeTraits") }
        if let traits = plan.groupTraits { try add(traits.properties, type: GeneratedNames.groupTraits, encode: "encodeTraits") }
        source += """

            print("checked \\(checks), failed \\(failures)")
            exit(failures == 0 ? 0 : 1)

            """
    }

    private mutating func add(_ shape: ObjectShape, type: String, encode: String) throws {
        let (arguments, json) = try values.members(shape, path: "")
        let expected = String(decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self)
        source += """
            do {
                let value = \(type)(\(arguments.joined(separator: ", ")))
                var writer = JSONWriter()
                writer.piiHasher = \(SampleValues.hasherSource)
                value.\(encode)(into: &writer)
                expectValid("\(type)", report(of: value.validate), encoded: writer.bytes, expected: \(Self.rawLiteral(expected)))
            }

            """
        validCount += 1
        for violation in try values.violations(shape, path: "") {
            let (broken, _) = try values.members(shape, path: "", replacing: violation)
            source += """
                expectIssue("\(type) \(violation.rule) \(violation.path)", report(of: \(type)(\(broken.joined(separator: ", "))).validate), rule: "\(violation.rule)", path: \(String(reflecting: violation.path)))

                """
            violationCount += 1
        }
    }

    private static func rawLiteral(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) { hashes += "#" }
        return "\(hashes)\"\(text)\"\(hashes)"
    }
}
