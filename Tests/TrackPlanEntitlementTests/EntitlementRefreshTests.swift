import ExamplePlan
import Foundation
import TestSupport
import Testing
import TrackPlan
import TrackPlanCollector

/// `refreshEntitlements()` against the collector: the request, outages, expiry on the injected clock, plan drift.
@Suite(.timeLimit(.minutes(20))) struct EntitlementRefreshTests {
    @Test func theRequestNamesTheUserWithBasicAuth() async throws {
        try await withCollector { collector in
            let client = try await startClient(collector)
            client.identify(userId: "user+1&x=2 é@example.com")
            try await client.refreshEntitlements()
            let request = try #require(await collector.entitlementRequests.first)
            #expect(request.method == "GET")
            #expect(request.query["userId"] == "user+1&x=2 é@example.com")
            #expect(request.headers["authorization"] == "Basic " + Data("\(collector.writeKey):".utf8).base64EncodedString())
            #expect(request.status == 200)
            #expect(client.subscriptionStatus == .inactive)
            #expect(client.entitlements() == [])
            await client.stop()
        }
    }

    @Test(arguments: [500, 502, 503, 401, 404])
    func aFailedAnswerKeepsTheLastKnownGoodSet(status: Int) async throws {
        try await withCollector { collector in
            await collector.setEntitlements(for: "user-a", [("early_access", nil)])
            let log = LogCapture()
            let client = try await startClient(collector, log: log)
            client.identify(userId: "user-a")
            try await client.refreshEntitlements()
            await collector.setEntitlements(for: "user-a", [])
            await collector.injectEntitlementFaults(.status(status))
            await #expect(throws: EntitlementError.status(status)) { try await client.refreshEntitlements() }
            #expect(client.isEntitled(.earlyAccess))
            #expect(log.count("entitlements_http_status") == 1)
            try await client.refreshEntitlements()  // the next answer applies
            #expect(!client.isEntitled(.earlyAccess))
            await client.stop()
        }
    }

    @Test func aDeadCollectorOrACutAnswerKeepsTheLastKnownGoodSet() async throws {
        try await withCollector { collector in
            await collector.setEntitlements(for: "user-a", [("style_advisor", nil)])
            let client = try await startClient(collector)
            client.identify(userId: "user-a")
            try await client.refreshEntitlements()
            await collector.injectEntitlementFaults(.closeMidResponse)
            do throws(EntitlementError) {
                try await client.refreshEntitlements()
                Issue.record("a cut answer was accepted")
            } catch {
                #expect(error.code == "entitlements_network" || error.code == "entitlements_malformed_response", "\(error)")
            }
            await collector.goDown()
            do throws(EntitlementError) {
                try await client.refreshEntitlements()
                Issue.record("a dead collector answered")
            } catch {
                #expect(error.code == "entitlements_network", "\(error)")
            }
            #expect(client.isEntitled(.styleAdvisor))
            #expect(client.subscriptionStatus == .active([.styleAdvisor]))
            await client.stop()
        }
    }

    @Test func aMalformedAnswerOrOneForAnotherUserIsRefused() async throws {
        try await withCollector { collector in
            let client = try await startClient(collector)
            client.identify(userId: "user-a")
            await collector.setEntitlementsBody(for: "user-a", #"{"userId":"user-a","entitlements":[{"key":"early_access","expiresAt":"soon"}]}"#)
            await #expect(throws: EntitlementError.malformedResponse("entitlements[0].expiresAt is not an RFC 3339 date-time")) {
                try await client.refreshEntitlements()
            }
            await collector.setEntitlementsBody(for: "user-a", #"{"userId":"user-b","entitlements":[{"key":"early_access"}]}"#)
            await #expect(throws: EntitlementError.malformedResponse("the answer names user 'user-b', not the one asked for")) {
                try await client.refreshEntitlements()
            }
            #expect(client.subscriptionStatus == .unknown)
            await client.stop()
        }
    }

    @Test func expiryIsHonouredOnTheInjectedClock() async throws {
        try await withCollector { collector in
            let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
            await collector.setEntitlements(
                for: "user-a", [("early_access", "2027-01-15T08:01:00Z"), ("free_shipping", "2027-01-15T08:00:00.500+00:00"), ("style_advisor", nil)])
            let client = try await startClient(collector, clock: clock)
            client.identify(userId: "user-a")
            try await client.refreshEntitlements()
            #expect(client.entitlements() == [.earlyAccess, .freeShipping, .styleAdvisor])
            clock.advance(by: 0.5)  // 08:00:00.500: free shipping ends (exclusive)
            #expect(!client.isEntitled(.freeShipping))
            #expect(client.isEntitled(.earlyAccess))
            clock.advance(by: 60)
            #expect(!client.isEntitled(.earlyAccess))
            #expect(client.isEntitled(.styleAdvisor))
            #expect(client.subscriptionStatus == .active([.styleAdvisor]))
            await client.stop()
        }
    }

    @Test func keysThePlanDoesNotKnowAreIgnoredAndLoggedOnce() async throws {
        try await withCollector { collector in
            await collector.setEntitlements(for: "user-a", [("platinum_lounge", nil), ("early_access", nil), ("EARLY_ACCESS", nil)])
            let log = LogCapture()
            let client = try await startClient(collector, log: log)
            client.identify(userId: "user-a")
            try await client.refreshEntitlements()
            try await client.refreshEntitlements()
            #expect(client.entitlements() == [.earlyAccess])
            #expect(log.count("entitlement_unknown_key") == 2)  // once per key, not per refresh
            await client.stop()
        }
    }
}
