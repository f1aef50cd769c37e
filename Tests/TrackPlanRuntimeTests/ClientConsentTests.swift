import ExamplePlan
import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// The consent rule without registration: the generated events' defaults alone, and the rule for events without
/// a category (Docs/Consent.md).
@Suite(.timeLimit(.minutes(20))) struct ClientConsentTests {
    let transport = RecordingTransport()

    func start(directory: TemporaryDirectory? = nil) throws -> TrackPlanClient {
        var options = TrackPlanOptions(
            writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: directory.map { URL(fileURLWithPath: $0.path) })
        options.logger = .silent
        options.clock = ManualClock()
        options.transport = transport
        options.flushPolicies = [.manual]
        return try TrackPlanClient.start(options)
    }

    func sentNames() -> [String] { transport.sentEvents().compactMap { $0["event"] as? String } }

    @Test func withoutRegistrationTheGeneratedDefaultsStillHold() async throws {
        let client = try start()
        client.track(ReferralShared(channel: .mail, referralCode: "abcd1234"))  // marketing: denied by default
        client.track(PushPermissionAnswered(granted: true))  // analytics: granted by default
        await client.flush()
        #expect(sentNames() == ["Push Permission Answered"])
        #expect(client.stats().dropped[.consentDenied] == 1)
        #expect(client.consentPreferences.isEmpty, "nothing registered, nothing chosen: the context lists nothing")
    }

    @Test func withdrawingACategoryTheClientLearnsOnlyNowStillPurgesIt() async throws {
        let client = try start(directory: TemporaryDirectory())
        for _ in 0..<3 { client.track(PushPermissionAnswered(granted: false)) }
        client.setConsent([ConsentCategory.analytics: false])
        #expect(client.stats().dropped[.consentWithdrawn] == 3)
        #expect(client.consentPreferences == ["necessary": true, "analytics": false, "marketing": false])
    }

    @Test func eventsWithoutACategoryAndTheAlwaysGrantedOneIgnoreDenial() async throws {
        let client = try start()
        client.setConsent(granted: Set<ConsentCategory>())
        client.track(ButtonTapped(index: 1))  // no category
        client.track(TrialStarted(tier: .plus, trialDays: ._14))  // necessary: always
        client.track(PushPermissionAnswered(granted: true))  // analytics: denied now
        await client.flush()
        #expect(sentNames() == ["Button Tapped", "Trial Started"])
        #expect(client.isConsentGranted(ConsentCategory.necessary))
        #expect(!client.isConsentGranted(ConsentCategory.analytics))
    }
}

/// The identity generation that `forget()` purges by: raised by a sign-out and by another user, kept by an alias.
@Suite struct IdentityGenerationTests {
    @Test func generationsFollowThePerson() {
        let anonymous = Identity(anonymousId: "a", base: EventContext())
        let named = anonymous.with(userId: "u-1")
        #expect(named.generation == 0, "an anonymous user signing in is the same person")
        #expect(named.with(userId: "u-2", samePerson: true).generation == 0, "an alias is the same person")
        #expect(named.with(userId: "u-2").generation == 1, "another user")
        #expect(named.signedOut().generation == 1)
        #expect(Identity(anonymousId: "a", generation: .max, base: EventContext()).signedOut().generation == 0, "wraps around")
    }
}

/// `setConsent` and `forget` in the typed activity stream; `forget` clears what `reset` clears (entitlements too).
@Suite(.timeLimit(.minutes(20))) struct ConsentActivityTests {
    @Test func consentChangesPurgesAndForgetAreReported() async throws {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
        options.logger = .silent
        options.clock = ManualClock()
        options.transport = RecordingTransport()
        options.flushPolicies = [.manual]
        options.consentCategories = .plan(ConsentCategory.self)
        let client = try TrackPlanClient.start(options)
        client.identify(userId: "u-1")
        client.track(PushPermissionAnswered(granted: true))
        let stream = client.activity()
        client.setConsent([ConsentCategory.analytics: false])
        await client.forget()
        var seen: [TrackPlanActivity] = []
        for await activity in stream {
            if case .entitlementsChanged = activity { continue }  // the cache's own report of the user change
            seen.append(activity)
            if activity == .eventDropped(.forgotten, count: 1) { break }  // the identify call, still queued
        }
        #expect(
            seen == [
                .consentChanged(granted: ["necessary"]), .eventDropped(.consentWithdrawn, count: 1),
                .identityChanged(userId: nil, anonymousId: client.anonymousId, groupId: nil), .eventDropped(.forgotten, count: 1),
            ])
    }
}
