import Testing
import TrackPlanGenerate
import TrackPlanModel

/// Found by the naming fuzzer (seed 5025): an event `42` with a property `42` gives the type `_42` and the factory
/// parameter `_42`, which shadowed the type in the factory's body. The body says `Self(…)`.
@Suite struct FactoryShadowingTests {
    @Test func aParameterNamedLikeItsEventStillBuildsTheEvent() async throws {
        let plan = PlanBuilders.plan(events: [
            PlanBuilders.event("42", [PlanBuilders.property("42", PlanBuilders.schema(.string(StringConstraints())), required: false)])
        ])
        let generated = SwiftGenerator(options: GeneratorOptions(accessLevel: .public, moduleName: "Shadow", toolVersion: "test")).generate(plan)
        let result = try await GeneratedCodeCompilesTests.typecheck(generated, module: "Shadow")
        #expect(result.status == 0, "\(result.combined)")
    }
}
