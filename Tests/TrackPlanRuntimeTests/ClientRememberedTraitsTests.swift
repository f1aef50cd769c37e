import ExamplePlan
import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// Remembered traits through the real client, on real files: merged key by key across `identify` calls, carried
/// as `context.traits` on later events (PII actions and the scrubber applied as in the call), kept across a
/// relaunch, gone after `reset()`, `forget()` or another user.
@Suite(.timeLimit(.minutes(20))) struct ClientRememberedTraitsTests {
    let directory = TemporaryDirectory()
    let transport = RecordingTransport()
    let key = PIIHashKey(bytes: [UInt8](repeating: 7, count: 32))!
    let createdAt = Date(timeIntervalSince1970: 1_700_000_000)

    func start() throws -> TrackPlanClient {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: directory.url)
        options.logger = .silent
        options.clock = ManualClock()
        options.transport = transport
        options.flushPolicies = [.manual]
        options.piiHashKey = key
        return try TrackPlanClient.start(options)
    }

    static func traits(_ event: [String: Any]) -> [String: Any]? { (event["context"] as? [String: Any])?["traits"] as? [String: Any] }

    @Test func traitsMergeKeyByKeyAndRideOnLaterEventsAcrossARelaunch() async throws {
        let client = try start()
        client.track(ButtonTapped(index: 0))
        client.identify(userId: "u-1", traits: IdentifyTraits(email: "a@example.com", firstName: "Ada", tier: .free, createdAt: createdAt))
        client.identify(userId: "u-1", traits: IdentifyTraits(tier: .pro, createdAt: createdAt, marketingOptIn: true))
        client.track(ButtonTapped(index: 1))
        await client.flush()
        await client.stop()
        let again = try start()
        again.track(ButtonTapped(index: 2))
        await again.flush()
        await again.stop()

        let sent = transport.sentEvents()
        try #require(sent.count == 5)
        #expect(Self.traits(sent[0]) == nil)
        for event in [sent[3], sent[4]] {
            let traits = try #require(Self.traits(event))
            #expect(traits["tier"] as? String == "pro")  // the later value
            #expect(traits["marketing_opt_in"] as? Bool == true)  // added
            #expect(traits["email"] as? String == PIIHasher(key: key).hexDigest(of: "a@example.com"))  // kept, hashed as the plan says
            #expect(traits["first_name"] as? String == "<name>")  // kept, redacted as the plan says
        }
        #expect((sent[2]["traits"] as? [String: Any])?["email"] == nil)  // the call itself sends only its own traits
        #expect(try !directory.storedText().contains("a@example.com"))
        #expect(try !directory.storedText().contains("Ada"))
    }

    @Test func theGeneratedTraitsMergeKeyByKeyLikeTheRuntime() {
        let older = IdentifyTraits(email: "a@example.com", firstName: "Ada", tier: .free, createdAt: createdAt, marketingOptIn: false)
        let newer = IdentifyTraits(tier: .pro, createdAt: createdAt.addingTimeInterval(1), marketingOptIn: true)
        #expect(
            older.merging(newer)
                == IdentifyTraits(
                    email: "a@example.com", firstName: "Ada", tier: .pro, createdAt: createdAt.addingTimeInterval(1), marketingOptIn: true))
        #expect(
            GroupTraits(householdName: "Home", memberCount: 2, tier: .plus).merging(GroupTraits(memberCount: 3, tier: .plus)).householdName == "Home")
    }

    @Test func resetForgetAndAnotherUserClearThem() async throws {
        let client = try start()
        client.identify(userId: "u-1", traits: IdentifyTraits(tier: .pro, createdAt: createdAt))
        client.track(ButtonTapped(index: 1))
        client.reset()
        client.track(ButtonTapped(index: 2))
        client.identify(userId: "u-2", traits: IdentifyTraits(tier: .plus, createdAt: createdAt))
        client.identify(userId: "u-3")
        client.track(ButtonTapped(index: 3))
        client.identify(userId: "u-3", traits: IdentifyTraits(tier: .free, createdAt: createdAt))
        await client.flush()
        await client.forget()
        client.track(ButtonTapped(index: 4))
        await client.flush()
        await client.stop()
        let tracked = transport.sentEvents().filter { $0["type"] as? String == "track" }
        try #require(tracked.count >= 3)
        #expect((Self.traits(tracked[0]))?["tier"] as? String == "pro")
        #expect(Self.traits(tracked[1]) == nil)
        #expect(Self.traits(tracked[2]) == nil)  // u-2's traits are not u-3's
        #expect(Self.traits(tracked.last!) == nil)
        let again = try start()
        #expect(again.pipeline.identity.traits.isEmpty)
        await again.stop()
    }
}
