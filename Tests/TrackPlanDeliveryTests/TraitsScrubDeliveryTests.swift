import ExamplePlan
import Foundation
import TestSupport
import Testing
import TrackPlan
import TrackPlanCollector

/// Identify and group traits pass the free-text scrubber like event properties: every string the plan gives no PII
/// action (`preferred_sizes`, `household_name`) is scanned, fields with an action keep it (`email` is hashed, never
/// scanned), the replacements are counted in `stats().piiScrubbed` and logged once per kind. Real client, real
/// files, the real test collector.
@Suite(.timeLimit(.minutes(20))) struct TraitsScrubDeliveryTests {
    static let planted = ["grace@example.org", "4111 1111 1111 1111", "4242-4242-4242-4242"]

    /// The sizes below break the plan's pattern on purpose: under `.sendAndReport` (a plan still being tuned) they
    /// are sent, which is when free text reaches a trait the plan meant to be an enum-like code.
    static func manual(_ options: inout TrackPlanOptions) {
        options.flushPolicies = [.manual]
        options.invalidEvents = .sendAndReport
    }

    static func identifyTraits(sizes: [String]) -> IdentifyTraits {
        IdentifyTraits(email: "ada@example.com", tier: .plus, createdAt: Date(timeIntervalSince1970: 0), preferredSizes: sizes)
    }

    static let sizes = ["M", "write to grace@example.org", "4111 1111 1111 1111"]
    static let household = GroupTraits(householdName: "card 4242-4242-4242-4242 home", memberCount: 2, tier: .plus)

    static func traits(_ collector: TrackPlanCollector, type: String) async -> [[String: Any]] {
        await collector.acceptedEvents.compactMap { try? JSONSerialization.jsonObject(with: $0.json) as? [String: Any] }
            .filter { $0["type"] as? String == type }.compactMap { $0["traits"] as? [String: Any] }
    }

    @Test func traitsWithoutAnActionAreScrubbedOnDiskAndAtTheCollectorAndCounted() async throws {
        try await withCollector { collector in
            let harness = try await DeliveryHarness(collector: collector, configure: Self.manual)
            defer { Task { await harness.tearDown() } }
            harness.client.identify(userId: "u-1", traits: Self.identifyTraits(sizes: Self.sizes))
            harness.client.group(groupId: "g-1", traits: Self.household)
            let queued = try storedText(under: harness.directory)
            for value in Self.planted + ["ada@example.com"] { #expect(!queued.contains(value), "\(value) on disk before delivery") }
            await harness.client.flush()
            let identify = try #require(await Self.traits(collector, type: "identify").first)
            #expect(identify["preferred_sizes"] as? [String] == ["M", "write to <email>", "<card>"])
            #expect((identify["email"] as? String)?.count == 64, "a hashed field keeps its action, unscanned")
            #expect(identify["tier"] as? String == "plus")
            let group = try #require(await Self.traits(collector, type: "group").first)
            #expect(group["household_name"] as? String == "card <card> home")
            #expect(harness.client.stats().piiScrubbed == PIIScrubCounts(emails: 1, cards: 2))
            let reported = harness.reports.log.filter { $0.code == "pii_scrubbed" }.map(\.message)
            #expect(reported.count == 2, "once per kind: \(reported)")
            #expect(reported.first?.hasPrefix("identify:") == true)
            let delivered = try storedText(under: harness.directory)
            for value in Self.planted { #expect(!delivered.contains(value), "\(value) on disk after delivery") }
        }
    }

    @Test func withTheScrubberOffTraitsAreSentAsGiven() async throws {
        try await withCollector { collector in
            let harness = try await DeliveryHarness(collector: collector, configure: Self.manual)
            defer { Task { await harness.tearDown() } }
            harness.client.setScrubPII(false)
            harness.client.identify(userId: "u-1", traits: Self.identifyTraits(sizes: Self.sizes))
            await harness.client.flush()
            let identify = try #require(await Self.traits(collector, type: "identify").first)
            #expect(identify["preferred_sizes"] as? [String] == Self.sizes)
            #expect((identify["email"] as? String)?.count == 64, "the plan's actions apply whether or not the scrubber runs")
            #expect(harness.client.stats().piiScrubbed == PIIScrubCounts())
        }
    }
}
