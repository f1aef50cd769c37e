import Foundation
import TestSupport
import Testing

@testable import TrackPlan

@Suite(.timeLimit(.minutes(20))) struct ClientTrackTests {
    let clock = ManualClock()
    let transport: RecordingTransport

    init() {
        transport = RecordingTransport()
    }

    func start(_ transport: RecordingTransport? = nil, directory: String? = nil, configure: (inout TrackPlanOptions) -> Void = { _ in })
        throws -> TrackPlanClient
    {
        var options = TrackPlanOptions(
            writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: directory.map { URL(fileURLWithPath: $0) })
        options.logger = .silent
        options.clock = clock
        options.transport = transport ?? self.transport
        options.anonymousId = "anon-1"
        configure(&options)
        return try TrackPlanClient.start(options)
    }

    @Test func theEnvelopeIsSegmentCompatible() async throws {
        let client = try start()
        client.track(ButtonTapped(index: 7, label: "say \"hi\""))
        client.track(HomeScreen())
        await client.flush()
        let events = transport.sentEvents()
        try #require(events.count == 2)
        #expect(events[0]["type"] as? String == "track")
        #expect(events[0]["event"] as? String == "Button Tapped")
        let properties = try #require(events[0]["properties"] as? [String: Any])
        #expect(properties["index"] as? Int == 7)
        #expect(properties["label"] as? String == "say \"hi\"")
        #expect(events[0]["anonymousId"] as? String == "anon-1")
        #expect(events[0]["userId"] == nil)
        #expect(events[0]["timestamp"] as? String == "2027-01-15T08:00:00.000Z")
        let messageId = try #require(events[0]["messageId"] as? String)
        #expect(UUID(uuidString: messageId) != nil)
        #expect(messageId.dropFirst(14).first == "7")  // UUIDv7
        #expect((events[0]["context"] as? [String: Any])?["library"] != nil)
        #expect(events[1]["type"] as? String == "screen")
        #expect(events[1]["name"] as? String == "Home")
        #expect(transport.requests[0].url.absoluteString == "http://127.0.0.1:9/v1/batch")
    }

    @Test func messageIdsAreUnique() async throws {
        let client = try start()
        for index in 0..<500 { client.track(ButtonTapped(index: index)) }
        await client.flush()
        let ids = transport.sentEvents().compactMap { $0["messageId"] as? String }
        #expect(ids.count == 500)
        #expect(Set(ids).count == 500)
    }

    @Test func invalidEventsAreRejectedAndCounted() async throws {
        let client = try start()
        client.track(ButtonTapped(index: 1, label: ""))
        client.track(ButtonTapped(index: 2, ratio: .nan))
        client.track(ButtonTapped(index: 3))
        await client.flush()
        #expect(transport.sentEvents().count == 1)
        #expect(client.stats().dropped[.invalid] == 2)
    }

    @Test func sendAndReportSendsInvalidEvents() async throws {
        let reports = Counter()
        let client = try start { options in
            options.invalidEvents = .sendAndReport
            options.logger = TrackPlanLogger { entry in if entry.code == "event_invalid" { reports.increment() } }
        }
        client.track(ButtonTapped(index: 1, label: ""))
        await client.flush()
        #expect(transport.sentEvents().count == 1)
        #expect(reports.count == 1)
    }

    @Test func reachingTheBatchSizeFlushesWithoutBeingAsked() async throws {
        let client = try start()
        for index in 1...20 { client.track(ButtonTapped(index: index)) }
        await transport.waitForRequests(1)
        #expect(transport.requests[0].eventCount == 20)
        _ = client
    }

    @Test func theIntervalFlushes() async throws {
        let client = try start()
        client.track(ButtonTapped(index: 1))
        while clock.sleeperCount == 0 { await Task.yield() }
        clock.advance(by: 5)
        await transport.waitForRequests(1)
        #expect(transport.requests[0].eventCount == 1)
        _ = client
    }

    @Test func aRetryReusesTheKeyAndKeepsOrder() async throws {
        let failing = RecordingTransport(script: [.response(status: 503, retryAfter: "2")])
        let client = try start(failing) { $0.batchSize = 3 }
        for index in 1...5 { client.track(ButtonTapped(index: index)) }
        await client.flush()
        #expect(failing.requests.count == 1)
        #expect(client.stats().pending == 3)
        clock.advance(by: 2)
        await failing.waitForRequests(3)
        await client.flush()
        let keys = failing.requests.map(\.idempotencyKey)
        #expect(keys[0] == keys[1])
        #expect(keys[1] != keys[2])
        let delivered = failing.sentEvents().dropFirst(3).compactMap { ($0["properties"] as? [String: Any])?["index"] as? Int }
        #expect(delivered == [1, 2, 3, 4, 5])
        #expect(client.stats().delivered == 5)
        #expect(client.stats().attempts == 3)
    }

    @Test func permanentFailuresReachTheCallbackAndDeliveryGoesOn() async throws {
        let failed = Counter()
        let rejecting = RecordingTransport(script: [.response(status: 400, retryAfter: nil)])
        let client = try start(rejecting) { options in
            options.batchSize = 2
            options.onPermanentFailure = { failure in
                #expect(failure.reason == .rejected(status: 400))
                for _ in failure.events { failed.increment() }
            }
        }
        for index in 1...4 { client.track(ButtonTapped(index: index)) }
        await client.flush()
        #expect(failed.count == 2)
        #expect(client.stats().dropped[.permanentFailure] == 2)
        #expect(client.stats().delivered == 2)
    }

    @Test func stopRejectsLaterCallsAndKeepsTheQueueOnDisk() async throws {
        let directory = TemporaryDirectory()
        let client = try start(directory: directory.path)
        for index in 1...3 { client.track(ButtonTapped(index: index)) }
        await client.stop()
        client.track(ButtonTapped(index: 4))
        #expect(client.stats().dropped[.stopped] == 1)
        #expect(transport.requests.isEmpty)

        let restarted = try start(directory: directory.path)
        await restarted.flush()
        let indexes = transport.sentEvents().compactMap { ($0["properties"] as? [String: Any])?["index"] as? Int }
        #expect(indexes == [1, 2, 3])
    }

    /// A log file that refuses writes (here `/dev/full`) is left for a new segment; a really full disk, where
    /// events are held in memory, is tested on a real tmpfs by `StorageFaultTests`.
    @Test func aLogFileThatRefusesWritesDoesNotStopTracking() async throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: directory.logPath, withDestinationPath: "/dev/full")
        let reports = Counter()
        let client = try start(directory: directory.path) { options in
            options.bufferCap = 10
            options.logger = TrackPlanLogger { entry in if entry.code == "storage_write_failed" { reports.increment() } }
        }
        for index in 1...15 { client.track(ButtonTapped(index: index)) }
        #expect(reports.count == 0)
        #expect(client.stats().storageFailure == nil)
        #expect(client.stats().dropped[.bufferCap] == 5)
        await client.flush()
        let indexes = transport.sentEvents().compactMap { ($0["properties"] as? [String: Any])?["index"] as? Int }
        #expect(indexes == Array(6...15))
    }
}
