import Foundation
import Testing

/// `setSuperProperties` takes only the plan's `SuperProperties`, with each value of its declared type.
@Suite struct SuperPropertiesCallSiteTests {
    @Test func theGeneratedSuperPropertiesTypeCheck() async throws {
        let good = try await CompileFailTests.typecheck(
            """
            let client: TrackPlanClient? = nil
            client?.setSuperProperties(SuperProperties(planTier: .pro, experimentGroup: "paywall-b"))
            client?.setSuperProperties(SuperProperties(planTier: .free))
            client?.clearSuperProperties()
            """)
        #expect(good.status == 0, "\(good.combined)")
    }

    @Test(arguments: [
        (#"SuperProperties(planTier: "gold")"#, "error: cannot convert value of type 'String' to expected argument type 'PlanTier'"),
        ("SuperProperties(planTier: .gold)", "error: type 'PlanTier?' has no member 'gold'"),
        ("SuperProperties(experimentGroup: 7)", "error: cannot convert value of type 'Int' to expected argument type 'String'"),
        ("SuperProperties(plan_tier: .pro)", "error: incorrect argument label in call (have 'plan_tier:', expected 'planTier:')"),
    ])
    func aWrongTypeForASuperPropertyDoesNotCompile(value: String, expected: String) async throws {
        let bad = try await CompileFailTests.typecheck("let client: TrackPlanClient? = nil\nclient?.setSuperProperties(\(value))")
        #expect(bad.status != 0)
        #expect(bad.combined.contains(expected), "\(bad.combined)")
    }

    @Test func traitsAreNotSuperProperties() async throws {
        let bad = try await CompileFailTests.typecheck(
            """
            let client: TrackPlanClient? = nil
            client?.setSuperProperties(GroupTraits(memberCount: 2, tier: .free))
            """)
        #expect(bad.status != 0)
        #expect(bad.combined.contains("requires that 'GroupTraits' conform to 'SuperPropertiesPayload'"), "\(bad.combined)")
    }
}
