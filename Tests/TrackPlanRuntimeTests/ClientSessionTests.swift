import ExamplePlan
import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// Sessions through the real client, on real files, relaunched: the session id and retention figures on every
/// envelope, `Session Started` / `Session Ended` with real durations, timeouts on the injected clock.
@Suite(.timeLimit(.minutes(20))) struct ClientSessionTests {
    let directory = TemporaryDirectory()
    let transport = RecordingTransport()
    let clock = ManualClock()
    var startMillis: Int64 { Int64(clock.now().timeIntervalSince1970 * 1000) }

    func launch(
        events: SessionEventsOption = .trackedWithoutCategory, source: ManualLifecycleSource = ManualLifecycleSource(),
        configure: (inout TrackPlanOptions) -> Void = { _ in }
    ) throws -> TrackPlanClient {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: directory.url)
        options.logger = .silent
        options.clock = clock
        options.transport = transport
        options.flushPolicies = [.manual]
        options.lifecycleSource = source
        options.sessions = SessionOptions(events: events)
        configure(&options)
        return try TrackPlanClient.start(options)
    }

    func sent() -> [[String: Any]] { transport.sentEvents() }

    static func name(_ event: [String: Any]) -> String { event["event"] as? String ?? "" }
    static func sessionId(_ event: [String: Any]) -> Int64? { ((event["context"] as? [String: Any])?["sessionId"] as? NSNumber)?.int64Value }
    static func retention(_ event: [String: Any]) -> [String: Any] { (event["context"] as? [String: Any])?["retention"] as? [String: Any] ?? [:] }
    static func property(_ event: [String: Any], _ name: String) -> Int64? {
        ((event["properties"] as? [String: Any])?[name] as? NSNumber)?.int64Value
    }

    static func millis(_ timestamp: Any?) -> Int64? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return (timestamp as? String).flatMap(formatter.date(from:)).map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) }
    }

    @Test func everyEnvelopeCarriesTheSessionAndARelaunchEndsItAtItsLastActivity() async throws {
        let first = startMillis
        let client = try launch()
        client.track(ButtonTapped(index: 1))
        clock.advance(by: 42.5)
        client.track(ButtonTapped(index: 2))
        await client.flush()
        await client.stop()
        clock.advance(by: 100)
        let again = try launch()
        again.track(ButtonTapped(index: 3))
        await again.flush()
        await again.stop()

        let events = sent()
        #expect(
            events.map(Self.name) == [
                "Session Started", "Button Tapped", "Button Tapped", "Session Ended", "Session Started", "Button Tapped",
            ])
        for event in events[0...2] { #expect(Self.sessionId(event) == first) }
        let ended = events[3]
        #expect(Self.sessionId(ended) == first)
        #expect(Self.property(ended, "duration_seconds") == 42)
        #expect(Self.millis(ended["timestamp"]) == first + 42_500)
        let second = first + 142_500
        #expect(Self.sessionId(events[4]) == second)
        #expect(Self.sessionId(events[5]) == second)
        let integrations = try #require(events[5]["integrations"] as? [String: Any])
        #expect(((integrations["Actions Amplitude"] as? [String: Any])?["session_id"] as? NSNumber)?.int64Value == second)
        // The retention figures ride on each session's first event (its Session Started), not the others.
        #expect(Self.retention(events[0])["isNewInstall"] as? Bool == true)
        #expect(Self.retention(events[0])["sessionCount"] as? Int == 1)
        #expect(Self.retention(events[1]).isEmpty)
        #expect(Self.retention(events[4])["isNewInstall"] as? Bool == false)
        #expect(Self.retention(events[4])["sessionCount"] as? Int == 2)
        #expect(Self.retention(events[4])["previousSessionSeconds"] as? Int == 42)
        #expect(Self.retention(events[4])["distinctDaysUsed"] as? Int == 1)
        #expect(Self.retention(events[4])["firstSessionDate"] as? String != nil)
        #expect(Self.retention(events[5]).isEmpty)
        #expect(Set(events.compactMap { $0["messageId"] as? String }).count == events.count)
    }

    @Test func idleAndBackgroundTimeoutsStartNewSessionsOnTheInjectedClock() async throws {
        let source = ManualLifecycleSource()
        let client = try launch(source: source)
        client.track(ButtonTapped(index: 1))
        clock.advance(by: 1_800)
        client.track(ButtonTapped(index: 2))  // idle: a new session
        source.send(.didEnterBackground)
        clock.advance(by: 299)
        source.send(.didBecomeActive)  // short: the same session
        client.track(ButtonTapped(index: 3))
        source.send(.didEnterBackground)
        clock.advance(by: 300)
        source.send(.didBecomeActive)  // long: a new session, announced at the return
        await client.flush()
        await client.stop()
        let events = sent()
        #expect(
            events.map(Self.name) == [
                "Session Started", "Button Tapped", "Session Ended", "Session Started", "Button Tapped", "Button Tapped", "Session Ended",
                "Session Started",
            ])
        #expect(Self.property(events[2], "duration_seconds") == 0)
        #expect(Self.property(events[6], "duration_seconds") == 299)
        #expect(Self.sessionId(events[4]) == Self.sessionId(events[5]))
    }

    @Test func sessionEventsPassTheConsentGateOfTheirCategory() async throws {
        let client = try launch(events: .tracked(in: ConsentCategory.analytics)) { $0.consentCategories = .plan(ConsentCategory.self) }
        client.setConsent([ConsentCategory.analytics: false])
        clock.advance(by: 1_800)
        client.track(ButtonTapped(index: 1))
        await client.flush()
        await client.stop()
        #expect(!sent().map(Self.name).contains("Session Ended"))
        #expect(client.stats().dropped[.consentDenied] >= 1)
        #expect(sent().allSatisfy { Self.sessionId($0) != nil })
    }

    @Test func withoutSessionEventsTheIdStillRidesOnEveryEnvelope() async throws {
        let client = try launch(events: .off) { $0.sessions?.retention = .off }
        client.track(ButtonTapped(index: 1))
        client.identify(userId: "u-1")
        await client.flush()
        await client.stop()
        let events = sent()
        #expect(events.map { $0["type"] as? String } == ["track", "identify"])
        #expect(events.allSatisfy { Self.sessionId($0) == startMillis })
        #expect(events.allSatisfy { Self.retention($0).isEmpty })
    }

    @Test func retentionOnEveryEventWhenAskedAndTheNewInstallFlagOnlyOnTheFirst() async throws {
        let client = try launch(events: .off) { $0.sessions?.retention = .everyEvent }
        client.track(ButtonTapped(index: 1))
        client.track(ButtonTapped(index: 2))
        clock.advance(by: 1_800)
        client.track(ButtonTapped(index: 3))
        await client.flush()
        await client.stop()
        let events = sent()
        #expect(events.map { Self.retention($0)["sessionCount"] as? Int } == [1, 1, 2])
        #expect(events.map { Self.retention($0)["isNewInstall"] as? Bool } == [true, false, false])
    }

    @Test func offByDefault() async throws {
        let client = try launch { $0.sessions = nil }
        client.track(ButtonTapped(index: 1))
        await client.flush()
        await client.stop()
        #expect(sent().map(Self.name) == ["Button Tapped"])
        #expect(Self.sessionId(sent()[0]) == nil)
        #expect(sent()[0]["integrations"] == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/session.json"))
    }
}
