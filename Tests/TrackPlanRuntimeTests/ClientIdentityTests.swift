import ExamplePlan
import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// identify / group / alias / reset through the real client, with the plan's generated traits, and the identity
/// persisted across restarts.
@Suite(.timeLimit(.minutes(20))) struct ClientIdentityTests {
    let clock = ManualClock()
    let transport = RecordingTransport()
    let createdAt = Date(timeIntervalSince1970: 1_700_000_000)

    func start(directory: String? = nil, configure: (inout TrackPlanOptions) -> Void = { _ in }) throws -> TrackPlanClient {
        var options = TrackPlanOptions(
            writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: directory.map { URL(fileURLWithPath: $0) })
        options.logger = .silent
        options.clock = clock
        options.transport = transport
        options.flushPolicies = [.manual]
        configure(&options)
        return try TrackPlanClient.start(options)
    }

    func index(_ event: [String: Any]) -> Int? { (event["properties"] as? [String: Any])?["index"] as? Int }

    @Test func identifySendsTheTypedTraitsAndLaterEventsCarryTheUser() async throws {
        let key = PIIHashKey(bytes: [UInt8](repeating: 1, count: 32))!
        let client = try start {
            $0.anonymousId = "anon-1"
            $0.piiHashKey = key
        }
        client.track(ButtonTapped(index: 1))
        client.identify(userId: "user-7", traits: IdentifyTraits(email: "a@example.com", tier: .pro, createdAt: createdAt))
        client.track(ButtonTapped(index: 2))
        await client.flush()
        let sent = transport.sentEvents()
        try #require(sent.count == 3)
        #expect(sent[0]["userId"] == nil)
        #expect(sent[1]["type"] as? String == "identify")
        #expect(sent[1]["userId"] as? String == "user-7")
        #expect(sent[1]["anonymousId"] as? String == "anon-1")
        let traits = try #require(sent[1]["traits"] as? [String: Any])
        #expect(traits["email"] as? String == PIIHasher(key: key).hexDigest(of: "a@example.com"))  // the plan hashes emails
        #expect(traits["tier"] as? String == "pro")
        #expect(traits["created_at"] as? String == "2023-11-14T22:13:20.000Z")
        #expect(UUID(uuidString: sent[1]["messageId"] as? String ?? "") != nil)
        #expect(sent[2]["userId"] as? String == "user-7")
        #expect(client.userId == "user-7")
    }

    @Test func invalidTraitsRejectTheCallAndLeaveTheIdentity() async throws {
        let client = try start()
        client.identify(userId: "user-7", traits: IdentifyTraits(email: "not an email", tier: .free, createdAt: createdAt))
        #expect(client.userId == nil)
        #expect(client.stats().dropped[.invalid] == 1)
        await client.flush()
        #expect(transport.sentEvents().isEmpty)
    }

    @Test func groupStampsContextGroupIdAndAliasNamesThePreviousId() async throws {
        let client = try start { $0.anonymousId = "anon-1" }
        client.group(groupId: "house-3", traits: GroupTraits(memberCount: 4, tier: .plus))
        client.track(ButtonTapped(index: 1))
        client.alias(to: "user-9")
        client.identify(userId: "user-10")
        client.alias(to: "user-11")
        await client.flush()
        let sent = transport.sentEvents()
        try #require(sent.count == 5)
        #expect(sent[0]["type"] as? String == "group")
        #expect(sent[0]["groupId"] as? String == "house-3")
        #expect((sent[0]["traits"] as? [String: Any])?["member_count"] as? Int == 4)
        #expect((sent[1]["context"] as? [String: Any])?["groupId"] as? String == "house-3")
        #expect(sent[2]["type"] as? String == "alias")
        #expect(sent[2]["previousId"] as? String == "anon-1")
        #expect(sent[2]["userId"] as? String == "user-9")
        #expect((sent[3]["traits"] as? [String: Any])?.isEmpty == true)
        #expect(sent[4]["previousId"] as? String == "user-10")
        #expect(sent[4]["userId"] as? String == "user-11")
    }

    @Test func resetStartsAFreshAnonymousIdentityAndQueuedEventsKeepTheirs() async throws {
        let client = try start()
        client.identify(userId: "user-7")
        client.group(groupId: "g")
        client.track(ButtonTapped(index: 1))
        let before = client.anonymousId
        client.reset()
        client.track(ButtonTapped(index: 2))
        #expect(client.userId == nil && client.groupId == nil && client.anonymousId != before)
        await client.flush()
        let events = transport.sentEvents().filter { $0["type"] as? String == "track" }
        #expect(events.map { $0["userId"] as? String } == ["user-7", nil])
        #expect(events.map { $0["anonymousId"] as? String } == [before, client.anonymousId])
        #expect((events[1]["context"] as? [String: Any])?["groupId"] == nil)
    }

    @Test func theIdentitySurvivesARestartAndSoDoesAReset() async throws {
        let directory = TemporaryDirectory()
        let first = try start(directory: directory.path)
        first.identify(userId: "user-7")
        first.group(groupId: "g-1")
        let anonymousId = first.anonymousId
        await first.stop()

        let second = try start(directory: directory.path)
        #expect(second.userId == "user-7" && second.groupId == "g-1" && second.anonymousId == anonymousId)
        second.track(ButtonTapped(index: 1))
        second.reset()
        let fresh = second.anonymousId
        await second.stop()

        let third = try start(directory: directory.path)
        #expect(third.userId == nil && third.groupId == nil && third.anonymousId == fresh)
        await third.flush()
        let tracked = transport.sentEvents().filter { $0["type"] as? String == "track" }
        #expect(tracked.map { $0["userId"] as? String } == ["user-7"])
    }

    @Test func identityChangesAndTracksFromManyTasksStayConsistent() async throws {
        let client = try start { $0.bufferCap = 10_000 }
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<4 {
                group.addTask {
                    for step in 0..<100 {
                        client.identify(userId: "user-\(task)-\(step)")
                        client.track(ButtonTapped(index: task * 1000 + step))
                    }
                }
            }
            group.addTask { for _ in 0..<50 { client.reset() } }
        }
        await client.flush()
        let sent = transport.sentEvents()
        #expect(sent.count == 800)
        for event in sent where event["type"] as? String == "track" {
            #expect(event["anonymousId"] as? String != nil)
        }
    }
}
