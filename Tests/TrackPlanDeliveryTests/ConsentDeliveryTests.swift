import ExamplePlan
import Foundation
import TestSupport
import Testing
import TrackPlan
import TrackPlanCollector

/// Consent end to end: the example plan's generated events and `ConsentCategory` (necessary always, analytics
/// granted, marketing denied by default), the real client on real files, the real collector.
@Suite(.timeLimit(.minutes(20))) struct ConsentDeliveryTests {
    static func consentOptions(_ options: inout TrackPlanOptions) {
        options.consentCategories = .plan(ConsentCategory.self)
        options.flushPolicies = [.manual]
    }

    static let analytics = PushPermissionAnswered(granted: true)
    static let marketing = ReferralShared(channel: .messages, referralCode: "abcd1234")
    static let necessary = TrialStarted(tier: .pro, trialDays: ._7)

    /// The envelopes as received, decoded.
    static func received(_ collector: TrackPlanCollector) async -> [[String: Any]] {
        await collector.acceptedEvents.compactMap { try? JSONSerialization.jsonObject(with: $0.json) as? [String: Any] }
    }

    static func preferences(_ envelope: [String: Any]) -> [String: Bool]? {
        ((envelope["context"] as? [String: Any])?["consent"] as? [String: Any])?["categoryPreferences"] as? [String: Bool]
    }

    @Test func thePlansDefaultsGateEventsAndEveryEnvelopeCarriesThePreferences() async throws {
        try await withCollector { collector in
            let harness = try await DeliveryHarness(collector: collector, configure: Self.consentOptions)
            defer { Task { await harness.tearDown() } }
            let client = harness.client
            client.track(Self.analytics)
            client.track(Self.marketing)  // denied by default: never stored
            client.track(Self.necessary)
            client.identify(userId: "u-1")
            await client.flush()
            let envelopes = await Self.received(collector)
            #expect(envelopes.map { $0["event"] as? String ?? $0["type"] as? String } == ["Push Permission Answered", "Trial Started", "identify"])
            for envelope in envelopes {
                #expect(Self.preferences(envelope) == ["necessary": true, "analytics": true, "marketing": false])
            }
            // Segment's consent spec: context.consent is an object whose categoryPreferences maps category to boolean.
            let context = try #require(envelopes.first?["context"] as? [String: Any])
            #expect(Set((context["consent"] as? [String: Any])?.keys.map { $0 } ?? []) == ["categoryPreferences"])
            #expect(client.stats().dropped[.consentDenied] == 1)
            #expect(client.consentPreferences == ["necessary": true, "analytics": true, "marketing": false])
        }
    }

    @Test func choicesApplyToLaterEventsAndSurviveARestart() async throws {
        try await withCollector { collector in
            let harness = try await DeliveryHarness(collector: collector, configure: Self.consentOptions)
            defer { Task { await harness.tearDown() } }
            harness.client.setConsent([ConsentCategory.analytics: false, .marketing: true, .necessary: false])
            #expect(!harness.client.isConsentGranted(ConsentCategory.analytics))
            #expect(harness.client.isConsentGranted(ConsentCategory.necessary), "the always-granted category cannot be denied")
            harness.client.track(Self.analytics)
            harness.client.track(Self.marketing)
            harness.client.track(Self.necessary)
            try await harness.restart(writeKey: collector.writeKey, configure: Self.consentOptions)
            harness.client.track(Self.analytics)
            harness.client.track(Self.marketing)
            await harness.client.flush()
            let envelopes = await Self.received(collector)
            #expect(envelopes.map { $0["event"] as? String } == ["Referral Shared", "Trial Started", "Referral Shared"])
            #expect(envelopes.allSatisfy { Self.preferences($0) == ["necessary": true, "analytics": false, "marketing": true] })
            #expect(harness.client.stats().dropped[.consentDenied] == 1, "after the restart, analytics is still denied")
        }
    }

    @Test func withdrawalPurgesExactlyThatCategorysQueuedEventsAcrossARestart() async throws {
        try await withCollector { collector in
            let harness = try await DeliveryHarness(collector: collector, configure: Self.consentOptions)
            defer { Task { await harness.tearDown() } }
            harness.client.setConsent([ConsentCategory.marketing: true])
            for _ in 0..<5 { harness.client.track(Self.analytics) }
            for _ in 0..<3 { harness.client.track(Self.marketing) }
            for _ in 0..<2 { harness.client.track(Self.necessary) }
            harness.client.setConsent([ConsentCategory.analytics: false])
            #expect(harness.client.stats().dropped[.consentWithdrawn] == 5)
            #expect(harness.client.stats().buffered == 5)
            // Granted again before anything was sent, then a restart: the purge record keeps the 5 out.
            harness.client.setConsent([ConsentCategory.analytics: true])
            harness.client.track(Self.analytics)
            try await harness.restart(writeKey: collector.writeKey, configure: Self.consentOptions)
            #expect(harness.client.stats().buffered == 6)
            await harness.client.flush()
            let names = await Self.received(collector).map { $0["event"] as? String ?? "" }
            #expect(names.filter { $0 == "Push Permission Answered" }.count == 1, "only the event tracked after the new grant")
            #expect(names.filter { $0 == "Referral Shared" }.count == 3)
            #expect(names.filter { $0 == "Trial Started" }.count == 2)
        }
    }

    @Test func theBatchInFlightIsNotRecalled() async throws {
        try await withCollector { collector in
            let harness = try await DeliveryHarness(collector: collector) { options in
                Self.consentOptions(&options)
                options.batchSize = 3
            }
            defer { Task { await harness.tearDown() } }
            for _ in 0..<6 { harness.client.track(Self.analytics) }
            // Long enough that `setConsent` below surely runs while the first batch is unanswered, even on a loaded
            // machine (at 0.3 s a slow test thread saw the first answer and the second batch leave first).
            await collector.inject(.delay(seconds: 3))
            let flushing = Task { await harness.client.flush() }
            while await collector.batchRequests.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
            harness.client.setConsent([ConsentCategory.analytics: false])  // the first batch of 3 is on the wire
            await flushing.value
            await harness.client.flush()
            #expect(await collector.acceptedEvents.count == 3)
            #expect(harness.client.stats().dropped[.consentWithdrawn] == 3)
        }
    }

    @Test func forgetPurgesTheUsersQueuedEventsPostsTheRequestAndStartsAfresh() async throws {
        try await withCollector { collector in
            let harness = try await DeliveryHarness(collector: collector, configure: Self.consentOptions)
            defer { Task { await harness.tearDown() } }
            let client = harness.client
            client.track(Self.analytics)
            await client.flush()
            client.identify(userId: "u-forget")
            let forgotten = client.anonymousId
            for _ in 0..<4 { client.track(Self.necessary) }
            await client.forget()
            #expect(client.userId == nil)
            #expect(client.anonymousId != forgotten)
            #expect(client.stats().dropped[.forgotten] == 5, "the identify call and the four events")
            client.track(Self.analytics)
            await client.flush()
            let requests = await collector.forgetRequests
            #expect(requests.count == 1)
            #expect(requests.first?.userId == "u-forget")
            #expect(requests.first?.anonymousId == forgotten)
            let envelopes = await Self.received(collector)
            #expect(envelopes.count == 2)
            #expect(envelopes.last?["anonymousId"] as? String == client.anonymousId)
            #expect(envelopes.allSatisfy { $0["userId"] == nil })
        }
    }

    @Test func aForgetRequestTheCollectorMissedIsSentAfterARestart() async throws {
        try await withCollector { collector in
            let harness = try await DeliveryHarness(collector: collector, configure: Self.consentOptions)
            defer { Task { await harness.tearDown() } }
            harness.client.identify(userId: "u-offline")
            await collector.inject(.status(503))
            await harness.client.forget()  // one attempt, refused: kept in forget.json
            #expect(harness.client.userId == nil, "local state is wiped even though the request failed")
            #expect(await collector.forgetRequests.isEmpty)
            try await harness.restart(writeKey: collector.writeKey, configure: Self.consentOptions)
            await harness.advanceAndFlush()
            let requests = await collector.forgetRequests
            #expect(requests.map(\.userId) == ["u-offline"])
            let keys = await collector.requests.filter { $0.path == "/v1/forget" }.map(\.idempotencyKey)
            #expect(keys.count == 2 && Set(keys).count == 1, "the retry carries the same Idempotency-Key")
        }
    }

    @Test func withdrawalAndForgetEraseThePurgedEventsBytesInTheMiddleOfTheQueue() async throws {
        try await withCollector { collector in
            let harness = try await DeliveryHarness(collector: collector, configure: Self.consentOptions)
            defer { Task { await harness.tearDown() } }
            let client = harness.client
            let kept = (1...3).map { "zqkept\($0)" }
            let withdrawn = (1...3).map { "zqwithdrawn\($0)" }
            let forgotten = (1...3).map { "zqforgotten\($0)" }
            for index in 0..<3 {  // interleaved: the purged events sit between events that stay queued
                client.track(OrderRefunded(orderId: UUID(), amount: 1, currency: .eur, reason: kept[index]))
                client.track(ProductsSearched(query: withdrawn[index], resultCount: 1))
            }
            client.track(OrderRefunded(orderId: UUID(), amount: 1, currency: .eur, reason: "zqtail"))
            #expect(try withdrawn.allSatisfy { try storedText(under: harness.directory).contains($0) })
            client.setConsent([ConsentCategory.analytics: false])
            let afterWithdrawal = try storedText(under: harness.directory)
            #expect(withdrawn.filter { afterWithdrawal.contains($0) } == [], "scanned every byte after the withdrawal")
            #expect(kept.allSatisfy { afterWithdrawal.contains($0) }, "the events that stay are still queued on disk")
            client.reset()  // a new generation: forget() purges the events since the last sign-out, not the kept ones
            client.identify(userId: "u-erase")
            for reason in forgotten { client.track(OrderRefunded(orderId: UUID(), amount: 1, currency: .eur, reason: reason)) }
            await client.forget()
            client.track(OrderRefunded(orderId: UUID(), amount: 1, currency: .eur, reason: "zqafter"))
            let afterForget = try storedText(under: harness.directory)
            #expect(forgotten.filter { afterForget.contains($0) } == [], "scanned every byte after forget()")
            #expect(!afterForget.contains("\"type\":\"identify\""), "the forgotten user's identify call is erased too")
            #expect(kept.allSatisfy { afterForget.contains($0) })
            try await harness.restart(writeKey: collector.writeKey, configure: Self.consentOptions)
            await harness.client.flush()
            let reasons = await Self.received(collector).compactMap { ($0["properties"] as? [String: Any])?["reason"] as? String }
            #expect(reasons == kept + ["zqtail", "zqafter"])
            #expect(harness.client.stats().dropped[.corrupt] == 0, "an erased record is purged, not lost")
        }
    }
}
