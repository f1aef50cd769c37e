import Foundation
import TrackPlan
import TrackPlanCollector

/// `flush [events] [batchSize]`: events per second delivered to a local collector on 127.0.0.1 (FlyingFox, in
/// this process), sending one batch at a time as the client does. Prints figures; asserts only exactly-once.
@Sendable func flushBenchmark(_ arguments: [String]) throws {
    let eventCount = arguments.first.flatMap(Int.init) ?? 20_000
    let batchSize = arguments.dropFirst().first.flatMap(Int.init) ?? 20
    try runBlocking { try await measureFlush(eventCount: eventCount, batchSize: batchSize) }
}

private func measureFlush(eventCount: Int, batchSize: Int) async throws {
    let collector = TrackPlanCollector(writeKey: "bench")
    try await collector.start()
    let builder = BatchRequestBuilder(endpoint: await collector.endpoint, writeKey: "bench")
    let transport = URLSessionTransport()
    let events = (0..<eventCount).map { index in
        Array(#"{"type":"track","event":"Order Completed","messageId":"bench-\#(index)","timestamp":"2026-11-22T05:00:00.000Z","anonymousId":"a-1","properties":{"order_id":"o-\#(index)","total":12.5,"currency":"EUR","coupon":null,"items":3,"gift":false,"channel":"web","note":"benchmark"}}"#.utf8)
    }

    let start = DispatchTime.now().uptimeNanoseconds
    var failures = 0
    for first in stride(from: 0, to: eventCount, by: batchSize) {
        let batch = events[first..<min(first + batchSize, eventCount)]
        let request = builder.build(events: batch, idempotencyKey: "bench-\(first)", sentAt: Date())
        if case .response(200..<300, _) = await transport.send(request) { continue }
        failures += 1
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let accepted = await collector.acceptedEvents.count
    await collector.goDown()

    let requests = (eventCount + batchSize - 1) / batchSize
    print("flush: \(eventCount) events in batches of \(batchSize) (\(events[0].count) bytes each), \(requests) requests")
    print(String(format: "flush: %.3f s, %.0f events/s, %.0f requests/s, %.2f ms per request",
                 seconds, Double(eventCount) / seconds, Double(requests) / seconds, seconds * 1000 / Double(requests)))
    print("flush: collector accepted \(accepted) of \(eventCount), \(failures) failed requests")
    guard accepted == eventCount, failures == 0 else { throw FlushBenchmarkError.lostEvents(accepted) }
}

enum FlushBenchmarkError: Error { case lostEvents(Int) }

/// Runs async work from the synchronous benchmark entry point and waits for it.
func runBlocking(_ work: @escaping @Sendable () async throws -> Void) throws {
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
