import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// Test mode (debug builds mark their events) and previews (nothing is stored or sent), through the real client.
@Suite(.timeLimit(.minutes(20))) struct ClientTestModeTests {
    let transport = RecordingTransport()

    func start(_ configure: (inout TrackPlanOptions) -> Void) throws -> TrackPlanClient {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
        options.logger = .silent
        options.clock = ManualClock()
        options.transport = transport
        options.flushPolicies = [.manual]
        configure(&options)
        return try TrackPlanClient.start(options)
    }

    static func testMode(_ event: [String: Any]) -> Bool? { (event["context"] as? [String: Any])?["testMode"] as? Bool }

    @Test func debugBuildsMarkTheirEventsByDefaultAndTheOptionOverrides() async throws {
        #expect(TrackPlanOptions(writeKey: "k", endpoint: "http://x", storageDirectory: nil).testMode == TrackPlanOptions.isDebugBuild)
        let marked = try start { $0.testMode = true }
        marked.track(ButtonTapped(index: 1))
        marked.identify(userId: "u")
        await marked.flush()
        await marked.stop()
        #expect(transport.sentEvents().map(Self.testMode) == [true, true])
        let production = try start { $0.testMode = false }
        production.track(ButtonTapped(index: 2))
        await production.flush()
        await production.stop()
        #expect(Self.testMode(transport.sentEvents()[2]) == nil)
    }

    @Test func previewsAreDetectedFromXcodesVariable() {
        #expect(PreviewDetection.isRunningForPreviews(["XCODE_RUNNING_FOR_PREVIEWS": "1"]))
        #expect(!PreviewDetection.isRunningForPreviews(["XCODE_RUNNING_FOR_PREVIEWS": "0"]))
        #expect(!PreviewDetection.isRunningForPreviews([:]))
        #expect(!PreviewDetection.isRunningForPreviews())  // this test process is no preview
    }

    @Test func nothingIsStoredOrSentInAPreviewAndEveryDropIsCounted() async throws {
        let client = try start {
            $0.dropsEventsInPreviews = true
            $0.sessions = SessionOptions(events: .trackedWithoutCategory)
        }
        client.track(ButtonTapped(index: 1))
        client.identify(userId: "u")
        await client.flush()
        await client.stop()
        #expect(transport.requests.isEmpty)
        #expect(client.stats().dropped[.preview] == 3)  // Session Started, the event, the identify call
        #expect(client.stats().buffered == 0)
    }
}
