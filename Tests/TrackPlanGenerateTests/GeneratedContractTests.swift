import Foundation
import Testing
import TrackPlanModel

/// The generated-code contract (Docs/GeneratedAPI.md): generated files import the runtime's `@_spi(Generated)`
/// entry points and mark the members that implement them; an app's plain `import TrackPlan` does not see them.
@Suite struct GeneratedContractTests {
    typealias B = PlanBuilders

    @Test func publicOutputImportsTheSPIAndMarksTheContractMembers() async {
        let text = Snippet.event([B.property("name", B.schema(.string(StringConstraints(minLength: 1))))])
        Snippet.expect(text, contains: "\n@_spi(Generated) import TrackPlan\n")
        Snippet.expect(text, contains: "    @_spi(Generated)\n    public func visitProperties(_ visitor: inout TrackPlan.PropertyVisitor) {\n")
    }

    @Test func internalOutputNeedsNoSPIMarks() {
        let text = Snippet.event([B.property("name", B.schema(.string(StringConstraints())))], access: .internal)
        Snippet.expect(text, contains: "\n@_spi(Generated) import TrackPlan\n")
        Snippet.expect(text, lacks: "    @_spi(Generated)\n")
    }

    /// What only generated code may call, written in an app's file: each must fail to compile.
    static let hiddenFromApps: [(call: String, error: String)] = [
        ("_ = JSONWriter()", "error: cannot find 'JSONWriter' in scope"),
        ("_ = ValidationReport()", "error: 'ValidationReport' initializer is inaccessible due to '@_spi' protection level"),
        ("_ = OrderCompleted.encodeProperties", "error: 'encodeProperties' is inaccessible due to '@_spi' protection level"),
        ("_ = OrderCompleted.validate", "error: 'validate' is inaccessible due to '@_spi' protection level"),
        ("_ = OrderCompleted.visitProperties", "error: 'visitProperties' is inaccessible due to '@_spi' protection level"),
        ("_ = PropertyVisitor.self", "error: cannot find 'PropertyVisitor' in scope"),
        ("_ = StringFormat.email", "error: cannot find 'StringFormat' in scope"),
    ]

    @Test(arguments: hiddenFromApps)
    func anAppsPlainImportDoesNotSeeTheContract(_ call: String, _ error: String) async throws {
        let result = try await CompileFailTests.typecheck(call)
        #expect(result.status != 0, "expected \(call) to be hidden from apps")
        #expect(result.combined.contains(error), "\(result.combined)")
    }

    @Test func anAppStillReadsWhatValidationFound() async throws {
        let result = try await CompileFailTests.typecheck(
            """
            let stats: TrackPlanStats? = nil
            _ = stats?.dropped[.invalid]
            let issue = ValidationIssue(rule: "pattern", path: "/order_id", message: "does not match")
            _ = issue.description
            """)
        #expect(result.status == 0, "\(result.combined)")
    }
}
