import ExamplePlan
import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// Identity and consent calls made on the pending client: kept beside the events and made in order at `start`.
@Suite(.timeLimit(.minutes(20))) struct PendingClientIdentityTests {
    @Test func identityAndConsentCallsAreReplayedInOrderWithTheEvents() async throws {
        let clock = ManualClock()
        let pending = TrackPlanClient.pending(capacity: 10, clock: clock)
        pending.track(ButtonTapped(index: 1))
        pending.identify(userId: "u-1")
        pending.track(ButtonTapped(index: 2))
        pending.group(groupId: "g-1")
        pending.setConsent([ConsentCategory.analytics: false])
        pending.track(PushPermissionAnswered(granted: true))  // analytics: denied by the call before it
        pending.alias(to: "u-2")
        pending.track(ButtonTapped(index: 3))
        pending.reset()
        pending.track(ButtonTapped(index: 4))
        pending.setConsent(granted: [ConsentCategory.analytics])
        pending.track(PushPermissionAnswered(granted: false))
        let transport = RecordingTransport()
        let client = try pending.start(PendingClientTests().options(transport, clock: clock))
        pending.identify(userId: "u-3")  // after start: the client's own call
        await client.flush()
        let sent = transport.sentEvents().map { message in
            [message["type"] as? String ?? "?", message["event"] as? String ?? "-", message["userId"] as? String ?? "nil"].joined(separator: " ")
        }
        #expect(
            sent == [
                "track Button Tapped nil", "identify - u-1", "track Button Tapped u-1", "group - u-1", "alias - u-2",
                "track Button Tapped u-2", "track Button Tapped nil", "track Push Permission Answered nil", "identify - u-3",
            ])
        #expect(client.stats().dropped[.consentDenied] == 1)
        #expect(client.userId == "u-3")
        #expect(client.isConsentGranted(ConsentCategory.analytics))
    }

    @Test func identityCallsDoNotCountAgainstTheEventBound() async throws {
        let clock = ManualClock()
        let pending = TrackPlanClient.pending(capacity: 1, clock: clock)
        pending.track(ButtonTapped(index: 1))
        pending.identify(userId: "u-1")
        pending.track(ButtonTapped(index: 2))  // over the bound
        let transport = RecordingTransport()
        let client = try pending.start(PendingClientTests().options(transport, clock: clock))
        await client.flush()
        #expect(transport.sentEvents().compactMap { $0["type"] as? String } == ["track", "identify"])
        #expect(client.stats().dropped[.pendingCap] == 1)
    }
}
