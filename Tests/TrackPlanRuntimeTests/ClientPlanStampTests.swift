import ExamplePlan
import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// `context.trackplan`: generated events, screens and traits carry the plan's identity by themselves; `alias` and
/// the calls without traits carry `TrackPlanOptions.plan`; hand-written stand-ins carry nothing, byte for byte as
/// before.
@Suite(.timeLimit(.minutes(20))) struct ClientPlanStampTests {
    let clock = ManualClock()
    let transport = RecordingTransport()

    func start(configure: (inout TrackPlanOptions) -> Void = { _ in }) throws -> TrackPlanClient {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
        options.logger = .silent
        options.clock = clock
        options.transport = transport
        options.flushPolicies = [.manual]
        options.anonymousId = "anon-1"
        configure(&options)
        return try TrackPlanClient.start(options)
    }

    static func stamp(_ envelope: [String: Any]) -> [String: String]? {
        (envelope["context"] as? [String: Any])?["trackplan"] as? [String: String]
    }

    static let expected = [
        "name": ExamplePlan.TrackPlanInfo.name, "version": ExamplePlan.TrackPlanInfo.version, "hash": ExamplePlan.TrackPlanInfo.hash,
        "generator": ExamplePlan.TrackPlanInfo.generatorVersion,
    ]

    @Test func generatedEventsScreensAndTraitsCarryThePlan() async throws {
        let client = try start()
        client.track(SignupStarted(method: .email))
        client.track(CartScreen())
        client.identify(userId: "u-1", traits: IdentifyTraits(email: "a@example.com", tier: .pro, createdAt: Date(timeIntervalSince1970: 0)))
        client.group(groupId: "g-1", traits: GroupTraits(memberCount: 2, tier: .plus))
        client.alias(to: "u-2")
        client.identify(userId: "u-3")
        client.track(ButtonTapped(index: 1))
        await client.flush()
        let sent = transport.sentEvents()
        try #require(sent.count == 7)
        for envelope in sent[0..<4] { #expect(Self.stamp(envelope) == Self.expected) }
        for envelope in sent[4...] { #expect(Self.stamp(envelope) == nil) }  // no options.plan; a stand-in
        #expect(ExamplePlan.TrackPlanInfo.hash.hasPrefix("sha256:") && ExamplePlan.TrackPlanInfo.hash.count == 39)
        // Version 1 events say nothing of their version (Segment's integer is sent above 1 only).
        #expect((sent[0]["context"] as? [String: Any])?["protocols"] == nil)
    }

    @Test func optionsPlanStampsTheCallsWithoutAGeneratedType() async throws {
        let client = try start { $0.plan = ExamplePlan.TrackPlanInfo.planStamp }
        client.alias(to: "u-2")
        client.identify(userId: "u-3")
        client.group(groupId: "g-1")
        await client.flush()
        let sent = transport.sentEvents()
        try #require(sent.count == 3)
        for envelope in sent { #expect(Self.stamp(envelope) == Self.expected) }
    }

    @Test func theStampIsTheContextsLastMemberBeforeTheSession() async throws {
        let directory = TemporaryDirectory()
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: directory.url)
        options.logger = .silent
        options.clock = clock
        options.transport = transport
        options.flushPolicies = [.manual]
        options.lifecycleSource = ManualLifecycleSource()
        options.sessions = SessionOptions(events: .off)
        options.plan = ExamplePlan.TrackPlanInfo.planStamp
        let client = try TrackPlanClient.start(options)
        client.track(SignupStarted(method: .email))
        client.alias(to: "u-2")
        await client.flush()
        let bodies = transport.requests.map { String(decoding: $0.body, as: UTF8.self) }
        let stamp = String(decoding: ExamplePlan.TrackPlanInfo.planStamp.bytes, as: UTF8.self)
        try #require(!bodies.isEmpty)
        for body in bodies {
            #expect(body.contains(stamp + #","sessionId":"#))
        }
        let sent = transport.sentEvents()
        #expect(sent.allSatisfy { Self.stamp($0) == Self.expected })
    }
}
