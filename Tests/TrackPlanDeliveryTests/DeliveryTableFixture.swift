import Foundation
import TestSupport
@_spi(Generated) import TrackPlan
import TrackPlanCollector

/// An event of the test's own: an index to check order by, and padding to make it as large as a test needs.
struct ProbeEvent: TrackedEvent {
    static let kind = EventKind.track
    static let wireName = "Delivery Probe"
    static let consentCategory: String? = nil
    var index: Int
    var padding = ""

    func validate(into report: inout ValidationReport) {}

    func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("index")
        writer.integer(index)
        if !padding.isEmpty {
            writer.key("padding")
            writer.string(padding)
        }
        writer.endObject()
    }
}

/// What the client reported: permanent failures and log entries.
final class ClientReports: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [PermanentFailure] = []
    private var entries: [TrackPlanLogEntry] = []

    func add(_ failure: PermanentFailure) { lock.withLock { failures.append(failure) } }
    func add(_ entry: TrackPlanLogEntry) { lock.withLock { entries.append(entry) } }
    var permanentFailures: [PermanentFailure] { lock.withLock { failures } }
    var log: [TrackPlanLogEntry] { lock.withLock { entries } }
}

/// The real client on real files in a temporary directory, talking to a real collector, on a manual clock.
final class DeliveryHarness: @unchecked Sendable {
    let collector: TrackPlanCollector
    let clock: ManualClock
    let directory: URL
    let reports: ClientReports
    private let endpoint: String
    private(set) var client: TrackPlanClient

    /// `configure` adjusts the options (batch size, retry policy, ...) before the client starts.
    init(collector: TrackPlanCollector, writeKey: String? = nil, configure: (inout TrackPlanOptions) -> Void = { _ in })
        async throws
    {
        self.collector = collector
        let clock = ManualClock()
        let reports = ClientReports()
        (self.clock, self.reports) = (clock, reports)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-delivery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        self.directory = directory
        let endpoint = await collector.endpoint.absoluteString
        self.endpoint = endpoint
        client = try TrackPlanClient.start(
            Self.options(writeKey ?? collector.writeKey, endpoint, directory, clock, reports, configure))
    }

    private static func options(
        _ writeKey: String, _ endpoint: String, _ directory: URL, _ clock: ManualClock, _ reports: ClientReports,
        _ configure: (inout TrackPlanOptions) -> Void
    ) -> TrackPlanOptions {
        var options = TrackPlanOptions(writeKey: writeKey, endpoint: endpoint, storageDirectory: directory)
        options.clock = clock
        options.context = EventContext()  // library only: envelope sizes the same on every machine
        options.flushPolicies = [.count(20), .interval(5)]
        options.onPermanentFailure = { reports.add($0) }
        options.logger = TrackPlanLogger(minimumLevel: .info) { reports.add($0) }
        configure(&options)
        return options
    }

    /// Stops the client and starts a new one on the same directory (what an app restart does).
    func restart(writeKey: String, configure: (inout TrackPlanOptions) -> Void = { _ in }) async throws {
        await client.stop()
        client = try TrackPlanClient.start(Self.options(writeKey, endpoint, directory, clock, reports, configure))
    }

    func track(_ indices: some Sequence<Int>, padding: Int = 0) {
        for index in indices { client.track(ProbeEvent(index: index, padding: String(repeating: "x", count: padding))) }
    }

    /// Lets `seconds` pass (by default the backoff cap, so any jittered retry is due) and drains what is due.
    /// The flush is the test's way to wait for the drain; it sends nothing the policy does not allow yet.
    func advanceAndFlush(by seconds: TimeInterval = 30) async {
        clock.advance(by: seconds)
        await client.flush()
    }

    /// The `index` property of every event the collector accepted, in acceptance order.
    func acceptedIndices() async -> [Int] {
        await collector.acceptedEvents.compactMap { event in
            let object = try? JSONSerialization.jsonObject(with: event.json) as? [String: Any]
            return (object?["properties"] as? [String: Any])?["index"] as? Int
        }
    }

    /// Events per batch request that reached the ledger, keyed in order of first appearance.
    func eventsPerAcceptedBatch() async -> [Int] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for event in await collector.acceptedEvents {
            let key = event.idempotencyKey ?? ""
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
        }
        return order.map { counts[$0]! }
    }

    func tearDown() async {
        await client.stop()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Runs `body` with a started collector and a harness around the real client; always cleans up.
func withDeliveryHarness(
    writeKey: String? = nil,
    configure: @escaping (inout TrackPlanOptions) -> Void = { _ in },
    _ body: (DeliveryHarness) async throws -> Void
) async throws {
    try await withCollector { collector in
        let harness = try await DeliveryHarness(collector: collector, writeKey: writeKey, configure: configure)
        do {
            try await body(harness)
            await harness.tearDown()
        } catch {
            await harness.tearDown()
            throw error
        }
    }
}
