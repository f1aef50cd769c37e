import ExamplePlan
import Foundation
import TestSupport
import Testing
import TrackPlan
import TrackPlanCollector

/// The cache belongs to one user: a switch empties it before the call returns, and an answer for the previous
/// user that arrives after the switch is discarded. The collector's gate holds A's answer until the switch is
/// done, so each interleaving is forced, not hoped for. The limit leaves room for a held request's timeout
/// (`entitlementTestTimeout`), so a request that is never let go fails as a timeout, not on the limit.
@Suite(.serialized, .timeLimit(.minutes(20))) struct EntitlementLeakGuardTests {
    /// The ways the app can leave user A.
    enum Switch: String, CaseIterable, Sendable {
        case identifyOther, aliasOther, reset, identifyOtherThenBackToA, resetThenIdentifyA

        func apply(to client: TrackPlanClient) {
            switch self {
            case .identifyOther: client.identify(userId: "user-b")
            case .aliasOther: client.alias(to: "user-b")
            case .reset: client.reset()
            case .identifyOtherThenBackToA:
                client.identify(userId: "user-b")
                client.identify(userId: "user-a")
            case .resetThenIdentifyA:
                client.reset()
                client.identify(userId: "user-a")
            }
        }
    }

    @Test(arguments: Switch.allCases)
    func anAnswerForTheUserBeforeTheSwitchIsNeverApplied(_ userSwitch: Switch) async throws {
        try await withCollector { collector in
            await collector.setEntitlements(for: "user-a", allKeys.map { ($0.rawValue, nil) })
            let client = try await startClient(collector)
            client.identify(userId: "user-a")
            await collector.holdEntitlements()
            let refresh = Task { try await client.refreshEntitlements() }
            try await eventually("A's request at the gate") { await collector.entitlementRequestsWaiting == 1 }
            userSwitch.apply(to: client)
            await collector.releaseEntitlements()
            await #expect(throws: EntitlementError.userChanged) { try await refresh.value }
            for key in allKeys { #expect(!client.isEntitled(key), "\(key) after \(userSwitch)") }
            #expect(client.entitlements() == nil)
            #expect(client.subscriptionStatus == .unknown)
            #expect(await collector.entitlementRequests.first?.query["userId"] == "user-a")
            await client.stop()
        }
    }

    @Test func aSwitchEmptiesTheCacheBeforeItReturns() async throws {
        try await withCollector { collector in
            await collector.setEntitlements(for: "user-a", [("early_access", nil), ("free_shipping", nil)])
            let client = try await startClient(collector)
            client.identify(userId: "user-a")
            try await client.refreshEntitlements()
            #expect(client.isEntitled(.earlyAccess))
            #expect(client.subscriptionStatus == .active([.earlyAccess, .freeShipping]))
            client.identify(userId: "user-b")
            for key in allKeys { #expect(!client.isEntitled(key)) }
            #expect(client.subscriptionStatus == .unknown)
            await client.stop()
        }
    }

    @Test func identifyingTheSameUserAgainKeepsTheCache() async throws {
        try await withCollector { collector in
            await collector.setEntitlements(for: "user-a", [("early_access", nil)])
            let client = try await startClient(collector)
            client.identify(userId: "user-a")
            try await client.refreshEntitlements()
            client.identify(userId: "user-a")
            client.group(groupId: "house-1")
            #expect(client.isEntitled(.earlyAccess))
            await client.stop()
        }
    }

    /// A's and B's requests both wait at the gate and are let go together, in whatever order the server threads
    /// answer: A's answer is discarded and B's applied, every time.
    @Test func answersForBothUsersInFlightOnlyTheCurrentUsersIsApplied() async throws {
        try await withCollector { collector in
            await collector.setEntitlements(for: "user-a", allKeys.map { ($0.rawValue, nil) })
            await collector.setEntitlements(for: "user-b", [("free_shipping", nil)])
            let client = try await startClient(collector)
            for round in 0..<10 {
                client.identify(userId: "user-a")
                await collector.holdEntitlements()
                let served = await collector.entitlementAnswersServed
                let forA = Task { try await client.refreshEntitlements() }
                try await eventually("A's request") { await collector.entitlementRequestsWaiting == 1 }
                client.identify(userId: "user-b")
                let forB = Task { try await client.refreshEntitlements() }
                try await eventually("B's request") { await collector.entitlementRequestsWaiting == 2 }
                await collector.releaseEntitlements()
                await #expect(throws: EntitlementError.userChanged) { try await forA.value }
                try await forB.value
                #expect(await collector.entitlementAnswersServed == served + 2)
                #expect(client.entitlements() == [.freeShipping], "round \(round)")
                #expect(!client.isEntitled(.earlyAccess), "round \(round)")
            }
            await client.stop()
        }
    }

    @Test func refreshingWithoutAUserThrowsNotIdentified() async throws {
        try await withCollector { collector in
            let client = try await startClient(collector)
            await #expect(throws: EntitlementError.notIdentified) { try await client.refreshEntitlements() }
            #expect(await collector.entitlementRequests.isEmpty)
            await client.stop()
        }
    }
}

/// Starts a collector on an ephemeral 127.0.0.1 port for the duration of `body`, then takes it down (its gate
/// released first, so no held request outlives the test).
func withCollector<T: Sendable>(_ body: (TrackPlanCollector) async throws -> T) async throws -> T {
    let collector = TrackPlanCollector()
    try await collector.start()
    do {
        let result = try await body(collector)
        await collector.releaseEntitlements()
        await collector.goDown()
        return result
    } catch {
        await collector.releaseEntitlements()
        await collector.goDown()
        throw error
    }
}
