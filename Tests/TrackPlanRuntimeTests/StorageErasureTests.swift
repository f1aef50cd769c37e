import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// Delivered events do not stay on disk: once the queue drains, the log is emptied (the watermark lives in the
/// control file), and a start that finds a drained queue finishes the job.
@Suite(.timeLimit(.minutes(20))) struct StorageErasureTests {
    static let secret = "unrecognisable-secret-7f3a"

    func start(_ directory: TemporaryDirectory, _ transport: RecordingTransport) throws -> TrackPlanClient {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: directory.url)
        options.transport = transport
        options.logger = .silent
        options.flushPolicies = [.manual]
        return try TrackPlanClient.start(options)
    }

    @Test func aDrainedQueueLeavesNoEventBytesOnDisk() async throws {
        let directory = TemporaryDirectory()
        let transport = RecordingTransport()
        let client = try start(directory, transport)
        for index in 0..<50 { client.track(ButtonTapped(index: index, label: Self.secret)) }
        #expect(try directory.storedText().contains(Self.secret), "queued events are on disk")
        await client.flush()
        #expect(transport.sentEvents().count == 50)
        #expect(try !directory.storedText().contains(Self.secret), "delivered events are erased")

        client.track(ButtonTapped(index: 50))
        await client.stop()
        let restarted = try start(directory, transport)
        await restarted.flush()
        #expect(transport.sentEvents().count == 51, "the log still works after erasure, and nothing is sent twice")
        #expect(restarted.stats().dropped.total == 0, "erasure is not counted as a loss")
        await restarted.stop()
    }

    @Test func eventsStillQueuedAreKept() async throws {
        let directory = TemporaryDirectory()
        let transport = RecordingTransport()
        let client = try start(directory, transport)
        client.track(ButtonTapped(index: 1, label: Self.secret))
        await client.stop()
        let restarted = try start(directory, transport)
        #expect(try directory.storedText().contains(Self.secret), "not delivered yet: kept")
        await restarted.flush()
        #expect(transport.sentEvents().count == 1)
        #expect(try !directory.storedText().contains(Self.secret))
        await restarted.stop()
    }
}
