import Foundation
import Testing

/// Entitlement keys come from the plan: a misspelt key, a raw string or a consent category does not compile.
@Suite struct EntitlementCallSiteTests {
    @Test func thePlansKeysCompile() async throws {
        let good = try await CompileFailTests.typecheck(
            """
            func gate(_ client: TrackPlanClient) async throws {
                _ = client.isEntitled(.earlyAccess)
                let keys: Set<EntitlementKey>? = client.entitlements()
                let status: SubscriptionStatus<EntitlementKey> = client.subscriptionStatus
                _ = (keys, status)
                try await client.refreshEntitlements()
                for await _ in client.entitlementChanges { break }
            }
            """)
        #expect(good.status == 0, "\(good.combined)")
    }

    @Test func aMisspeltKeyDoesNotCompile() async throws {
        let bad = try await CompileFailTests.typecheck(
            """
            let client: TrackPlanClient? = nil
            _ = client?.isEntitled(.earlyAcess)
            """)
        #expect(bad.status != 0)
        #expect(bad.combined.contains("has no member 'earlyAcess'"), "\(bad.combined)")
    }

    @Test func aRawStringOrAConsentCategoryDoesNotCompile() async throws {
        let bad = try await CompileFailTests.typecheck(
            """
            let client: TrackPlanClient? = nil
            _ = client?.isEntitled("early_access")
            _ = client?.isEntitled(ConsentCategory.marketing)
            """)
        #expect(bad.status != 0)
        #expect(bad.combined.contains("'String'"), "\(bad.combined)")
        #expect(bad.combined.contains("'ConsentCategory'"), "\(bad.combined)")
    }
}
