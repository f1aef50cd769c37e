import ExamplePlan
import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// The platform-neutral half of `.trackScreen(…)` and the UIKit helper: once per appearance, never per re-render,
/// with the plan's screen properties, through the real client.
@Suite(.timeLimit(.minutes(20))) struct ScreenPresenceTests {
    @Test func appearancesAreCountedAndRepeatsWithoutADisappearanceIgnored() {
        let presence = ScreenPresence()
        #expect(presence.appear())
        #expect(!presence.appear())  // a re-render, a second onAppear
        presence.disappear()
        presence.disappear()
        #expect(presence.appear())
        #expect(presence.appearances == 2)
        #expect(presence.isShowing)
    }

    @Test func theClientTracksTheTypedScreenOncePerAppearance() async throws {
        let transport = RecordingTransport()
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
        options.logger = .silent
        options.clock = ManualClock()
        options.transport = transport
        options.flushPolicies = [.manual]
        let client = try TrackPlanClient.start(options)
        let cart = ScreenPresence()
        let checkout = ScreenPresence()
        client.trackAppearance(.cartScreen(), presence: cart)
        client.trackAppearance(.cartScreen(), presence: cart)
        client.trackAppearance(.checkoutScreen(step: 2), presence: checkout)
        cart.disappear()
        client.trackAppearance(.cartScreen(), presence: cart)
        await client.flush()
        await client.stop()
        let sent = transport.sentEvents()
        #expect(sent.map { $0["type"] as? String } == ["screen", "screen", "screen"])
        #expect(sent.map { $0["name"] as? String } == ["Cart", "Checkout", "Cart"])
        #expect((sent[1]["properties"] as? [String: Any])?["step"] as? Int == 2)
    }

    @Test func presencesPerObjectAreKeptWhileTheObjectLives() {
        let presences = ScreenPresences()
        var owner: NSObject? = NSObject()
        let presence = presences.presence(for: owner!)
        #expect(presences.presence(for: owner!) === presence)
        owner = nil
        #expect(presences.count == 0)
        _ = presence
    }
}
