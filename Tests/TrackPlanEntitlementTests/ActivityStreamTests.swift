import ExamplePlan
import Foundation
import TestSupport
import Testing
import TrackPlan
import TrackPlanCollector

/// `entitlementChanges` and `activity()`: what the runtime did, as typed values, in order.
@Suite(.timeLimit(.minutes(1))) struct ActivityStreamTests {
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
