import Testing
import TrackPlanModel

private typealias B = PlanBuilders

/// The plan's consent defaults in generated code: the enum's `PlanConsentCategory` conformance, and
/// `consentDefault` on events whose category is not granted by default. And the call sites the compiler checks.
@Suite struct ConsentDefaultMappingTests {
    @Test func theEnumListsTheDeniedAndTheAlwaysGrantedCategories() {
        let plan = B.plan(
            events: [
                B.event("Ad Clicked", [], consent: "ads"), B.event("Order Placed", [], consent: "necessary"), B.event("Seen", [], consent: "stats"),
            ],
            consent: [
                ConsentCategory(name: "necessary", defaultState: .always, origin: B.origin("/consent/necessary")),
                ConsentCategory(name: "stats", origin: B.origin("/consent/stats")),
                ConsentCategory(name: "ads", defaultState: .denied, origin: B.origin("/consent/ads")),
            ])
        let files = B.generate(plan)
        let manifest = files["TrackPlan.swift"] ?? ""
        Snippet.expect(manifest, contains: "    public static var deniedByDefault: Swift.Set<ConsentCategory> { [.ads] }\n")
        Snippet.expect(manifest, contains: "    public static var alwaysGranted: ConsentCategory? { .necessary }\n")
        let events = files["TrackPlan+events.swift"] ?? ""
        Snippet.expect(
            events,
            contains:
                "    public static var consentCategory: Swift.String? { \"ads\" }\n    public static var consentDefault: TrackPlan.ConsentDefault { .denied }\n"
        )
        Snippet.expect(
            events,
            contains:
                "    public static var consentCategory: Swift.String? { \"necessary\" }\n    public static var consentDefault: TrackPlan.ConsentDefault { .always }\n"
        )
        #expect(!events.contains("{ \"stats\" }\n    public static var consentDefault"), "granted by default: nothing generated")
    }

    @Test func withoutDefaultsNothingIsDeniedAndNothingAlwaysGranted() {
        let plan = B.plan(consent: [ConsentCategory(name: "stats", origin: B.origin("/consent/stats"))])
        let manifest = B.generate(plan)["TrackPlan.swift"] ?? ""
        Snippet.expect(manifest, contains: "    public static var deniedByDefault: Swift.Set<ConsentCategory> { [] }\n")
        Snippet.expect(manifest, contains: "    public static var alwaysGranted: ConsentCategory? { nil }\n")
    }

    @Test func setConsentTakesThePlansCategories() async throws {
        let good = try await CompileFailTests.typecheck(
            """
            let client: TrackPlanClient? = nil
            client?.setConsent([ConsentCategory.analytics: false, .marketing: true])
            client?.setConsent(granted: [ConsentCategory.necessary])
            let granted: Bool? = client?.isConsentGranted(ConsentCategory.marketing)
            _ = granted
            _ = ConsentCategory.defaultGranted == [.necessary, .analytics]
            """)
        #expect(good.status == 0, "\(good.combined)")
    }

    @Test func aMisspeltCategoryDoesNotCompile() async throws {
        let bad = try await CompileFailTests.typecheck(
            """
            let client: TrackPlanClient? = nil
            client?.setConsent([ConsentCategory.analytic: false])
            """)
        #expect(bad.status != 0)
        #expect(bad.combined.contains("type 'ConsentCategory' has no member 'analytic'"), "\(bad.combined)")
    }

    @Test func anotherEnumIsNotAConsentCategory() async throws {
        let bad = try await CompileFailTests.typecheck(
            """
            let client: TrackPlanClient? = nil
            client?.setConsent([EntitlementKey.freeShipping: true])
            """)
        #expect(bad.status != 0)
        #expect(bad.combined.contains("conform to 'PlanConsentCategory'"), "\(bad.combined)")
    }
}
