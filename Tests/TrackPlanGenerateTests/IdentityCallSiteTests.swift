import Foundation
import Testing

/// identify and group take only the plan's own traits type, checked by the compiler.
@Suite struct IdentityCallSiteTests {
    @Test func eachCallTakesItsOwnTraits() async throws {
        let good = try await CompileFailTests.typecheck(
            """
            let client: TrackPlanClient? = nil
            client?.identify(userId: "u-1", traits: IdentifyTraits(tier: .pro, createdAt: Date()))
            client?.group(groupId: "g-1", traits: GroupTraits(memberCount: 2, tier: .free))
            client?.alias(to: "u-2")
            client?.reset()
            """)
        #expect(good.status == 0, "\(good.combined)")
    }

    @Test func groupTraitsDoNotGoToIdentify() async throws {
        let bad = try await CompileFailTests.typecheck(
            """
            let client: TrackPlanClient? = nil
            client?.identify(userId: "u-1", traits: GroupTraits(memberCount: 2, tier: .free))
            """)
        #expect(bad.status != 0)
        #expect(bad.combined.contains("requires that 'GroupTraits' conform to 'IdentifyTraitsPayload'"), "\(bad.combined)")
    }
}
