import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// A lifecycle source the test drives.
final class ManualLifecycleSource: LifecycleSource, @unchecked Sendable {
    let launchedInBackground: Bool
    private let lock = NSLock()
    private var handler: (@Sendable (LifecycleTransition) -> Void)?

    init(launchedInBackground: Bool = false) { self.launchedInBackground = launchedInBackground }

    func start(_ handler: @escaping @Sendable (LifecycleTransition) -> Void) { lock.withLock { self.handler = handler } }
    func stop() { lock.withLock { handler = nil } }
    func send(_ transition: LifecycleTransition) { lock.withLock { handler }?(transition) }
}

/// Lifecycle events through the real client, on real files, relaunched: the version is remembered in the storage
/// directory, the events pass the pipeline and arrive as envelopes.
@Suite(.timeLimit(.minutes(20))) struct ClientLifecycleTests {
    let directory = TemporaryDirectory()
    let transport = RecordingTransport()

    func launch(version: String, build: String, source: ManualLifecycleSource = ManualLifecycleSource(), lifecycle: Bool = true) throws
        -> TrackPlanClient
    {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: directory.url)
        options.logger = .silent
        options.clock = ManualClock()
        options.transport = transport
        options.flushPolicies = [.manual]
        options.trackLifecycleEvents = lifecycle
        options.lifecycleSource = source
        var context = EventContext()
        context.app = .init(name: "Shop", version: version, build: build)
        options.context = context
        return try TrackPlanClient.start(options)
    }

    /// Every event sent so far: its name and properties.
    func sent() -> [(name: String, properties: [String: Any])] {
        transport.sentEvents().map { ($0["event"] as? String ?? "", $0["properties"] as? [String: Any] ?? [:]) }
    }

    @Test func installThenRelaunchThenUpdateAcrossRealLaunches() async throws {
        let first = try launch(version: "1.0", build: "10")
        await first.flush()
        await first.stop()
        let second = try launch(version: "1.0", build: "10")
        await second.flush()
        await second.stop()
        let third = try launch(version: "1.1", build: "11")
        await third.flush()
        await third.stop()
        let events = sent()
        #expect(
            events.map(\.name) == [
                "Application Installed", "Application Opened", "Application Opened", "Application Updated", "Application Opened",
            ])
        #expect(events[0].properties["version"] as? String == "1.0")
        #expect(events[0].properties["build"] as? String == "10")
        #expect(events[1].properties["from_background"] as? Bool == false)
        #expect(events[3].properties["previous_version"] as? String == "1.0")
        #expect(events[3].properties["previous_build"] as? String == "10")
        #expect(events[3].properties["version"] as? String == "1.1")
    }

    @Test func turningLifecycleOnForAnAppInUseIsAnUpdateNotAnInstall() async throws {
        let before = try launch(version: "2.0", build: "20", lifecycle: false)
        before.track(ButtonTapped(index: 1))
        await before.flush()
        await before.stop()
        let after = try launch(version: "2.0", build: "20")
        await after.flush()
        await after.stop()
        let lifecycle = sent().filter { $0.name.hasPrefix("Application") }
        #expect(lifecycle.map(\.name) == ["Application Updated", "Application Opened"])
        #expect(lifecycle[0].properties["previous_version"] as? String == "unknown")
    }

    @Test func transitionsAndADeepLinkFromTheSource() async throws {
        let source = ManualLifecycleSource(launchedInBackground: true)
        let client = try launch(version: "1.0", build: "10", source: source)
        client.recordOpenedURL(URL(string: "shop://product/42")!, sourceApplication: "com.example.mail")
        source.send(.didBecomeActive)  // the cold-launch Opened, after a background launch
        source.send(.didEnterBackground)
        source.send(.didBecomeActive)
        await client.flush()
        await client.stop()
        let events = sent()
        #expect(
            events.map(\.name) == [
                "Application Installed", "Application Opened", "Application Backgrounded", "Application Opened",
            ])
        #expect(events[1].properties["from_background"] as? Bool == false)
        #expect(events[1].properties["url"] as? String == "shop://product/42")
        #expect(events[1].properties["referring_application"] as? String == "com.example.mail")
        #expect(events[3].properties["from_background"] as? Bool == true)
        #expect(events[3].properties["url"] == nil)
        source.send(.didEnterBackground)  // after stop: nothing
        #expect(sent().count == 4)
    }

    @Test func offByDefault() async throws {
        let client = try launch(version: "1.0", build: "10", lifecycle: false)
        client.recordOpenedURL(URL(string: "shop://x")!)
        await client.flush()
        await client.stop()
        #expect(sent().isEmpty)
    }
}
