import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// The free-text scrubber as the client runs it: on by default, before the append (nothing raw on disk),
/// switchable at run time, counted, and reported once per kind.
@Suite(.timeLimit(.minutes(20))) struct ClientScrubbingTests {
    static let planted = "write to ada@example.com, card 4111 1111 1111 1111"

    let transport = RecordingTransport()
    let entries = Locked<[TrackPlanLogEntry]>([])

    func start(directory: TemporaryDirectory, configure: (inout TrackPlanOptions) -> Void = { _ in }) throws -> TrackPlanClient {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: directory.url)
        options.transport = transport
        options.flushPolicies = [.manual]
        let entries = self.entries
        options.logger = TrackPlanLogger(minimumLevel: .info) { entry in entries.withLock { $0.append(entry) } }
        configure(&options)
        return try TrackPlanClient.start(options)
    }

    @Test func scrubsBeforeTheEventReachesTheDisk() async throws {
        let directory = TemporaryDirectory()
        let client = try start(directory: directory)
        client.track(ButtonTapped(index: 1, label: Self.planted))
        let onDisk = try directory.storedText()
        #expect(!onDisk.contains("ada@example.com"))
        #expect(!onDisk.contains("4111 1111"))
        #expect(onDisk.contains("<email>"))
        await client.flush()
        let properties = try #require(transport.sentEvents().first?["properties"] as? [String: Any])
        #expect(properties["label"] as? String == "write to <email>, card <card>")
        #expect(client.stats().piiScrubbed == PIIScrubCounts(emails: 1, cards: 1))
        await client.stop()
    }

    @Test func reportsEachKindOnce() async throws {
        let directory = TemporaryDirectory()
        let client = try start(directory: directory)
        for index in 0..<5 { client.track(ButtonTapped(index: index, label: Self.planted)) }
        let reports = entries.withLock { $0 }.filter { $0.code == "pii_scrubbed" }
        #expect(reports.count == 2)
        #expect(client.stats().piiScrubbed == PIIScrubCounts(emails: 5, cards: 5))
        await client.stop()
    }

    @Test func canBeSwitchedOffAndOnWhileRunning() async throws {
        let directory = TemporaryDirectory()
        let client = try start(directory: directory) { $0.scrubPII = false }
        client.track(ButtonTapped(index: 1, label: "ada@example.com"))
        client.setScrubPII(true)
        client.track(ButtonTapped(index: 2, label: "ada@example.com"))
        await client.flush()
        let labels = transport.sentEvents().compactMap { ($0["properties"] as? [String: Any])?["label"] as? String }
        #expect(labels == ["ada@example.com", "<email>"])
        await client.stop()
    }

    @Test func envelopeFieldsAreNotScanned() async throws {
        let directory = TemporaryDirectory()
        let client = try start(directory: directory) { $0.anonymousId = "device-4111111111111111" }
        client.track(ButtonTapped(index: 1))
        await client.flush()
        #expect(transport.sentEvents().first?["anonymousId"] as? String == "device-4111111111111111")
        await client.stop()
    }
}
