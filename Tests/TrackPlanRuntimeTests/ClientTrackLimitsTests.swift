import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// What `track` refuses whatever the policy (non-finite numbers, envelopes over `maxEventBytes`), and the byte
/// limit of a request.
@Suite(.timeLimit(.minutes(20))) struct ClientTrackLimitsTests {
    let clock = ManualClock()
    let transport = RecordingTransport()

    func start(_ policy: InvalidEventPolicy, logs: LogCodes = LogCodes(), configure: (inout TrackPlanOptions) -> Void = { _ in })
        throws -> TrackPlanClient
    {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
        options.logger = TrackPlanLogger(minimumLevel: .debug) { logs.add($0.code) }
        options.clock = clock
        options.context = EventContext()  // library only: envelope sizes the same on every machine
        options.transport = transport
        options.invalidEvents = policy
        configure(&options)
        return try TrackPlanClient.start(options)
    }

    @Test(arguments: [InvalidEventPolicy.reject, .sendAndReport])
    func nonFiniteNumbersAreRejectedUnderEveryPolicy(policy: InvalidEventPolicy) async throws {
        let logs = LogCodes()
        let client = try start(policy, logs: logs)
        for ratio in [Double.nan, .infinity, -.infinity] { client.track(ButtonTapped(index: 1, ratio: ratio)) }
        client.track(ButtonTapped(index: 2))
        await client.flush()
        let sent = transport.sentEvents()
        #expect(sent.count == 1)
        #expect((sent.first?["properties"] as? [String: Any])?["index"] as? Int == 2)
        #expect(client.stats().dropped[.invalid] == 3)
        #expect(logs.count("event_invalid") == 3)
        #expect(!transport.requests.contains { String(decoding: $0.body, as: UTF8.self).contains("null") })
    }

    @Test(arguments: [InvalidEventPolicy.reject, .sendAndReport])
    func anOversizedEventIsRejectedAtTrackAndCounted(policy: InvalidEventPolicy) async throws {
        let logs = LogCodes()
        let client = try start(policy, logs: logs) { $0.maxEventBytes = 1_024 }
        client.track(ButtonTapped(index: 1, label: String(repeating: "x", count: 2_000)))
        client.track(ButtonTapped(index: 2, label: String(repeating: "y", count: 500)))
        await client.flush()
        #expect(transport.sentEvents().count == 1)
        #expect(client.stats().dropped[.oversized] == 1)
        #expect(logs.count("event_oversized") == 1)
    }

    @Test func theDefaultLimitIs64KiB() throws {
        let client = try start(.reject)
        client.track(ButtonTapped(index: 1, label: String(repeating: "x", count: 70_000)))
        client.track(ButtonTapped(index: 2, label: String(repeating: "x", count: 60_000)))
        #expect(client.stats().dropped[.oversized] == 1)
        #expect(client.stats().buffered == 1)
    }

    @Test func anEventLimitThatCannotFitARequestIsRefused() {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
        options.maxBatchBytes = 10_000
        options.maxEventBytes = 10_000
        #expect(throws: TrackPlanError.self) { _ = try TrackPlanClient.start(options) }
    }

    @Test func noRequestIsLargerThanMaxBatchBytes() async throws {
        let client = try start(.reject) {
            $0.maxBatchBytes = 4_096
            $0.maxEventBytes = 4_096 - BatchRequestBuilder.wrapperBytes
            $0.batchSize = 100
        }
        for index in 0..<60 { client.track(ButtonTapped(index: index, label: String(repeating: "z", count: 100 + index * 40))) }
        await client.flush()
        #expect(transport.sentEvents().count == 60)
        #expect(transport.requests.count > 1)
        for request in transport.requests { #expect(request.body.count <= 4_096) }
    }
}

/// The codes a logger received.
final class LogCodes: @unchecked Sendable {
    private let lock = NSLock()
    private var codes: [String] = []
    func add(_ code: String) { lock.withLock { codes.append(code) } }
    func count(_ code: String) -> Int { lock.withLock { codes.filter { $0 == code }.count } }
}
