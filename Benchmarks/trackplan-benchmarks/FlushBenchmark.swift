import Foundation
@_spi(Generated) import TrackPlan
import TrackPlanCollector

/// `flush [events] [batchSize]`: events per second delivered to a local collector on 127.0.0.1 (FlyingFox, in
/// this process). Two figures from one run:
/// - `client`: the real `TrackPlanClient` on a file queue in a temporary directory: track every event, then
///   `flush()` until the collector holds them all (one batch in flight at a time, as the client sends);
/// - `transport`: the same number of pre-built batches sent back to back with `URLSessionTransport`, the floor
///   the client's own work adds to.
/// Prints figures; checks only that every event arrived exactly once.
@Sendable func flushBenchmark(_ arguments: [String]) throws {
    let eventCount = arguments.first.flatMap(Int.init) ?? 20_000
    let batchSize = arguments.dropFirst().first.flatMap(Int.init) ?? 20
    try runBlocking {
        try await measureClientFlush(eventCount: eventCount, batchSize: batchSize)
        try await measureTransportFlush(eventCount: eventCount, batchSize: batchSize)
    }
}

private func measureClientFlush(eventCount: Int, batchSize: Int) async throws {
    let collector = TrackPlanCollector(writeKey: "bench")
    try await collector.start()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackplan-flush-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    var options = TrackPlanOptions(
        writeKey: "bench", endpoint: await collector.endpoint.absoluteString,
        storageDirectory: directory)
    options.batchSize = batchSize
    options.bufferCap = eventCount
    options.diskCapBytes = eventCount * 2_048
    options.logger = .silent
    let client = try TrackPlanClient.start(options)

    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<eventCount { client.track(FlushBenchmarkEvent(index: index)) }
    while client.stats().delivered < eventCount && client.stats().attempts < eventCount * 2 { await client.flush() }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let stats = client.stats()
    await client.stop()
    let accepted = await collector.acceptedEvents.count
    await collector.goDown()
    report("client", eventCount, batchSize, seconds, requests: stats.attempts, accepted: accepted)
}

private func measureTransportFlush(eventCount: Int, batchSize: Int) async throws {
    let collector = TrackPlanCollector(writeKey: "bench")
    try await collector.start()
    let builder = BatchRequestBuilder(endpoint: await collector.endpoint, writeKey: "bench")
    let transport = URLSessionTransport()
    let events = (0..<eventCount).map { index in
        Array(
            #"{"type":"track","event":"Order Completed","messageId":"bench-\#(index)","timestamp":"2026-11-22T05:00:00.000Z","anonymousId":"a-1","properties":{"order_id":"o-\#(index)","total":12.5,"currency":"EUR","items":3,"gift":false,"channel":"web","coupon":"none","note":"benchmark"}}"#
                .utf8)
    }
    let start = DispatchTime.now().uptimeNanoseconds
    var requests = 0
    for first in stride(from: 0, to: eventCount, by: batchSize) {
        let batch = events[first..<min(first + batchSize, eventCount)]
        _ = await transport.send(builder.build(events: batch, idempotencyKey: "bench-\(first)", sentAt: Date()))
        requests += 1
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let accepted = await collector.acceptedEvents.count
    await collector.goDown()
    report("transport", eventCount, batchSize, seconds, requests: requests, accepted: accepted)
}

private func report(_ label: String, _ events: Int, _ batchSize: Int, _ seconds: Double, requests: Int, accepted: Int) {
    print(
        String(
            format: "flush %@: %d events, batches of %d, %d requests in %.3f s: %.0f events/s, %.2f ms per request; accepted %d",
            label, events, batchSize, requests, seconds, Double(events) / seconds, seconds * 1000 / Double(requests), accepted))
    if accepted != events { print("flush \(label): LOST \(events - accepted) events") }
}

/// An 8-property event, encoded as generated code would encode it.
private struct FlushBenchmarkEvent: TrackedEvent {
    static let kind = EventKind.track
    static let wireName = "Order Completed"
    static let consentCategory: String? = nil
    var index: Int

    func validate(into report: inout ValidationReport) {}

    func encodeProperties(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("order_id"); writer.string("o-\(index)")
        writer.key("total"); writer.number(12.5)
        writer.key("currency"); writer.string(escaped: "EUR")
        writer.key("items"); writer.integer(3)
        writer.key("gift"); writer.bool(false)
        writer.key("channel"); writer.string(escaped: "web")
        writer.key("coupon"); writer.string(escaped: "none")
        writer.key("note"); writer.string(escaped: "benchmark")
        writer.endObject()
    }
}

/// Runs async work from the synchronous benchmark entry point and waits for it.
private func runBlocking(_ work: @escaping @Sendable () async throws -> Void) throws {
    let done = DispatchSemaphore(value: 0)
    let failure = LockedError()
    Task {
        do { try await work() } catch { failure.set(error) }
        done.signal()
    }
    done.wait()
    if let error = failure.get() { throw error }
}

private final class LockedError: @unchecked Sendable {
    private let lock = NSLock()
    private var error: (any Error)?
    func set(_ error: any Error) { lock.withLock { self.error = error } }
    func get() -> (any Error)? { lock.withLock { error } }
}
