import ExamplePlan
import Foundation
import TrackPlan

/// `track [events] [baselineEvents]`: `TrackPlanClient.track` of a typed 8-property event end to end (validate,
/// encode once, durable `write(2)` to the log) on one thread, against the common SDK approach on the same event
/// (`[String: Any]`, `JSONSerialization`, the whole queue file rewritten per enqueue). Prints figures only.
@Sendable func trackBenchmark(_ arguments: [String]) throws {
    let events = arguments.first.flatMap(Int.init) ?? 1_000_000
    let baselineEvents = arguments.dropFirst().first.flatMap(Int.init) ?? 10_000

    let directory = benchmarkDirectory("track")
    defer { try? FileManager.default.removeItem(at: directory) }
    var options = collectorDownOptions(directory: directory)
    options.consentCategories = .plan(ConsentCategory.self)  // the consent gate, tag and context as an app has them
    let client = try TrackPlanClient.start(options)
    let samples = (0..<1024).map(CheckoutCompleted.sample)
    for index in 0..<10_000 { client.track(samples[index & 1023]) }  // warm up

    var histogram = LatencyHistogram()
    let start = monotonicNanos()
    for index in 0..<events {
        let before = monotonicNanos()
        client.track(samples[index & 1023])
        histogram.record(monotonicNanos() - before)
    }
    let seconds = Double(monotonicNanos() - start) / 1e9
    let stats = client.stats()
    print("track: \(events) events, typed 8-property event, file store, collector down (caps in force)")
    print(
        String(
            format: "track: median %d ns, p90 %d ns, p99 %d ns, %.0f events/s (%.3f s)",
            histogram.percentile(0.5), histogram.percentile(0.9), histogram.percentile(0.99), Double(events) / seconds, seconds))
    print("track: queue \(stats.buffered + stats.pending) events, dropped \(stats.dropped)")

    // The example plan's generated `ProductViewed` (six properties, a regex `pattern` on the product id), for scale.
    let generated = (0..<1024).map { index in
        ProductViewed(productId: "SKU-\(10_000 + index)", category: .footwear, price: 59.9, currency: .eur, position: .value(index))
    }
    var generatedHistogram = LatencyHistogram()
    for index in 0..<min(events, 200_000) {
        let before = monotonicNanos()
        client.track(generated[index & 1023])
        generatedHistogram.record(monotonicNanos() - before)
    }
    print(
        String(
            format: "track: generated ProductViewed, %d events: median %d ns, p90 %d ns", generatedHistogram.count,
            generatedHistogram.percentile(0.5), generatedHistogram.percentile(0.9)))

    let baseline = try NaiveQueueBaseline(directory: directory.appendingPathComponent("baseline"))
    var baselineHistogram = LatencyHistogram()
    let baselineStart = monotonicNanos()
    for index in 0..<baselineEvents {
        let before = monotonicNanos()
        try baseline.track(samples[index & 1023])
        baselineHistogram.record(monotonicNanos() - before)
    }
    let baselineSeconds = Double(monotonicNanos() - baselineStart) / 1e9
    print("baseline: \(baselineEvents) events, [String: Any] + JSONSerialization + whole-queue file rewrite (cap 1000)")
    print(
        String(
            format: "baseline: median %d ns, p90 %d ns, %.0f events/s (%.3f s)",
            baselineHistogram.percentile(0.5), baselineHistogram.percentile(0.9), Double(baselineEvents) / baselineSeconds,
            baselineSeconds))
    print(String(format: "speed-up (median): %.0fx", Double(baselineHistogram.percentile(0.5)) / Double(histogram.percentile(0.5))))
}

/// What many SDKs do per `track`: build a dictionary envelope, serialise it with `JSONSerialization`, append it
/// to an in-memory queue, and persist by rewriting the whole queue file atomically.
final class NaiveQueueBaseline {
    private let file: URL
    private var queue: [Data] = []
    private let formatter = ISO8601DateFormatter()

    init(directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        file = directory.appendingPathComponent("queue.json")
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    }

    func track(_ event: CheckoutCompleted) throws {
        let envelope: [String: Any] = [
            "type": "track", "event": CheckoutCompleted.wireName, "properties": event.dictionary(),
            "anonymousId": "anon-1", "messageId": UUID().uuidString, "timestamp": formatter.string(from: Date()),
            "context": ["library": ["name": "baseline", "version": "1"]],
        ]
        queue.append(try JSONSerialization.data(withJSONObject: envelope))
        if queue.count > 1_000 { queue.removeFirst() }
        var file = Data("[".utf8)
        for (index, event) in queue.enumerated() {
            if index > 0 { file.append(UInt8(ascii: ",")) }
            file.append(event)
        }
        file.append(UInt8(ascii: "]"))
        try file.write(to: self.file, options: .atomic)
    }
}
