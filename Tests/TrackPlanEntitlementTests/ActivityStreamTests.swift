import ExamplePlan
import Foundation
import TestSupport
import Testing
import TrackPlan
import TrackPlanCollector

/// `entitlementChanges` and `activity()`: what the runtime did, as typed values, in order.
@Suite(.timeLimit(.minutes(20))) struct ActivityStreamTests {
    @Test func entitlementChangesStartWithTheStatusNowAndFollowRefreshesAndSwitches() async throws {
        try await withCollector { collector in
            await collector.setEntitlements(for: "user-a", [("early_access", nil)])
            let client = try await startClient(collector)
            var changes = client.entitlementChanges.makeAsyncIterator()
            #expect(await changes.next() == .unknown)
            client.identify(userId: "user-a")
            try await client.refreshEntitlements()
            #expect(await changes.next() == .active([.earlyAccess]))
            try await client.refreshEntitlements()  // the same answer: no change to report
            client.reset()
            #expect(await changes.next() == .unknown)
            await client.stop()
            #expect(await changes.next() == nil)  // stop ends the stream
        }
    }

    /// An `expiresAt` passing is a change of its own, at that instant on the injected clock, on both streams.
    @Test func anExpiryIsReportedWhenItPassesOnTheInjectedClock() async throws {
        try await withCollector { collector in
            let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))  // 2027-01-15T08:00:00Z
            await collector.setEntitlements(
                for: "user-a", [("early_access", "2027-01-15T08:01:00Z"), ("free_shipping", "2027-01-15T08:00:00.500Z"), ("style_advisor", nil)])
            let client = try await startClient(collector, clock: clock)
            var changes = client.entitlementChanges.makeAsyncIterator()
            #expect(await changes.next() == .unknown)
            let stream = client.activity()
            client.identify(userId: "user-a")
            try await client.refreshEntitlements()
            #expect(await changes.next() == .active([.earlyAccess, .freeShipping, .styleAdvisor]))
            clock.advance(by: 0.25)  // not yet
            clock.advance(by: 0.25)  // 08:00:00.500: free shipping ends
            #expect(await changes.next() == .active([.earlyAccess, .styleAdvisor]))
            clock.advance(by: 3600)  // past early access's end: reported once, at the wake-up
            #expect(await changes.next() == .active([.styleAdvisor]))
            await client.stop()
            #expect(await changes.next() == nil)  // nothing else was reported in between
            var seen: [TrackPlanActivity] = []
            for await activity in stream { seen.append(activity) }
            #expect(
                seen == [
                    .identityChanged(userId: "user-a", anonymousId: client.anonymousId, groupId: nil),
                    .entitlementsChanged(userId: "user-a", active: ["early_access", "free_shipping", "style_advisor"]),
                    .entitlementsChanged(userId: "user-a", active: ["early_access", "style_advisor"]),
                    .entitlementsChanged(userId: "user-a", active: ["style_advisor"]),
                ])
        }
    }

    @Test func activityCarriesIdentityEntitlementsDropsAndDeliveries() async throws {
        try await withCollector { collector in
            await collector.setEntitlements(for: "user-a", [("free_shipping", nil)])
            let client = try await startClient(collector)
            let stream = client.activity()
            client.identify(userId: "user-a")
            try await client.refreshEntitlements()
            client.track(CartScreen())
            await client.flush()
            client.identify(userId: "user-a", traits: IdentifyTraits(email: "not an email", tier: .free, createdAt: Date()))
            await client.stop()
            var seen: [TrackPlanActivity] = []
            for await activity in stream { seen.append(activity) }
            let anonymousId = client.anonymousId
            #expect(
                seen == [
                    .identityChanged(userId: "user-a", anonymousId: anonymousId, groupId: nil),
                    .entitlementsChanged(userId: "user-a", active: ["free_shipping"]),
                    .batchDelivered(events: 2, bytes: seen.compactMap(\.deliveredBytes).first ?? -1),
                    .eventDropped(.invalid, count: 1),
                ])
            #expect((seen.compactMap(\.deliveredBytes).first ?? 0) > 100)
        }
    }

    @Test func aBatchTheCollectorRefusesIsReportedAsFailedPermanently() async throws {
        try await withCollector { collector in
            let client = try await startClient(collector)
            let stream = client.activity()
            await collector.inject(.status(400))
            client.track(CartScreen())
            await client.flush()
            await client.stop()
            var seen: [TrackPlanActivity] = []
            for await activity in stream { seen.append(activity) }
            #expect(seen == [.batchFailedPermanently(.rejected(status: 400), events: 1), .eventDropped(.permanentFailure, count: 1)])
        }
    }
}

extension TrackPlanActivity {
    var deliveredBytes: Int? {
        if case .batchDelivered(_, let bytes) = self { return bytes }
        return nil
    }
}
