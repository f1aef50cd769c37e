import ExamplePlan
import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// The plan's super properties (Schemas/super-properties.json: `plan_tier` into `properties`, `experiment_group`
/// into `context`) on the envelopes the client sends: set, cleared, reset, forgotten, refused when invalid, kept
/// across a relaunch.
@Suite(.timeLimit(.minutes(20))) struct ClientSuperPropertiesTests {
    func start(_ directory: URL?, transport: RecordingTransport) throws -> TrackPlanClient {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: directory)
        options.logger = .silent
        options.clock = ManualClock()
        options.transport = transport
        options.flushPolicies = [.manual]
        return try TrackPlanClient.start(options)
    }

    func sent(_ transport: RecordingTransport) -> [(properties: [String: Any], context: [String: Any])] {
        transport.sentEvents().map { ($0["properties"] as? [String: Any] ?? [:], $0["context"] as? [String: Any] ?? [:]) }
    }

    @Test func everyEventCarriesThemWhereThePlanSaysUntilCleared() async throws {
        let transport = RecordingTransport()
        let client = try start(nil, transport: transport)
        #expect(client.setSuperProperties(SuperProperties(planTier: .pro, experimentGroup: "paywall-b")))
        client.track(ButtonTapped(index: 1))
        client.track(HomeScreen())
        client.clearSuperProperties()
        client.track(ButtonTapped(index: 2))
        await client.flush()
        let events = sent(transport)
        try #require(events.count == 3)
        for event in events.prefix(2) {
            #expect(event.properties["plan_tier"] as? String == "pro")
            #expect(event.properties["experiment_group"] == nil)
            #expect(event.context["experiment_group"] as? String == "paywall-b")
            #expect(event.context["plan_tier"] == nil)
        }
        #expect(events[2].properties["plan_tier"] == nil)
        #expect(events[2].context["experiment_group"] == nil)
    }

    @Test func resetClearsThemWithTheIdentity() async throws {
        let transport = RecordingTransport()
        let client = try start(nil, transport: transport)
        client.setSuperProperties(SuperProperties(planTier: .plus))
        client.reset()
        client.track(ButtonTapped(index: 1))
        await client.flush()
        #expect(sent(transport).first?.properties["plan_tier"] == nil)
    }

    @Test func forgetClearsThemLikeReset() async throws {
        let directory = TemporaryDirectory()
        let transport = RecordingTransport()
        let client = try start(directory.url, transport: transport)
        client.setSuperProperties(SuperProperties(planTier: .pro, experimentGroup: "arm-c"))
        await client.forget()
        client.track(ButtonTapped(index: 1))
        await client.flush()
        let event = try #require(sent(transport).last)
        #expect(event.properties["plan_tier"] == nil)
        #expect(event.context["experiment_group"] == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(SuperPropertiesFile.fileName).path))
        await client.stop()
    }

    @Test func invalidValuesAreRefusedAndTheEarlierOnesStay() async throws {
        let transport = RecordingTransport()
        let client = try start(nil, transport: transport)
        client.setSuperProperties(SuperProperties(experimentGroup: "arm-a"))
        #expect(!client.setSuperProperties(SuperProperties(experimentGroup: "Not A Slug")))
        client.track(ButtonTapped(index: 1))
        await client.flush()
        #expect(sent(transport).first?.context["experiment_group"] as? String == "arm-a")
    }

    @Test func theySurviveARelaunchAndResetRemovesThemFromDisk() async throws {
        let directory = TemporaryDirectory()
        let transport = RecordingTransport()
        let first = try start(directory.url, transport: transport)
        first.setSuperProperties(SuperProperties(planTier: .free, experimentGroup: "arm-b"))
        await first.stop()

        let second = try start(directory.url, transport: transport)
        second.track(ButtonTapped(index: 1))
        await second.flush()
        let event = try #require(sent(transport).last)
        #expect(event.properties["plan_tier"] as? String == "free")
        #expect(event.context["experiment_group"] as? String == "arm-b")
        second.reset()
        await second.stop()
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(SuperPropertiesFile.fileName).path))

        let third = try start(directory.url, transport: transport)
        third.track(ButtonTapped(index: 2))
        await third.flush()
        #expect(sent(transport).last?.properties["plan_tier"] == nil)
        await third.stop()
    }
}
