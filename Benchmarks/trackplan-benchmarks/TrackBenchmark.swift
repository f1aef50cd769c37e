import BenchmarkPlan
import ExamplePlan
import Foundation
@_spi(Generated) import TrackPlan

/// `track [events] [baselineEvents]`: `TrackPlanClient.track` of the benchmarks' generated 8-property event
/// (Benchmarks/Plan) end to end (validate, encode once, durable append to the log) on one thread, against the common
/// SDK approach on the same event (`[String: Any]`, `JSONSerialization`, the whole queue file rewritten per enqueue).
/// Beside it, in alternating rounds of the same run, the same event written by hand (`HandWrittenCheckout`) and the
/// example plan's generated `ProductViewed`: each round is a new client in an empty directory, so every event stays
/// under the 64 MiB disk cap and is durable when `track` returns (keep `events` at 80,000 or less for that; the
/// warm-up adds 10,000). Prints figures only; the first `track: median` line is the generated event's first round.
@Sendable func trackBenchmark(_ arguments: [String]) throws {
    let events = arguments.first.flatMap(Int.init) ?? 80_000
    let baselineEvents = arguments.dropFirst().first.flatMap(Int.init) ?? 10_000
    let rounds = 2

    let samples = (0..<1024).map(CheckoutCompleted.sample)
    let handWritten = (0..<1024).map(HandWrittenCheckout.sample)
    let productViewed = (0..<1024).map(ProductViewed.sample)
    let same = (0..<1024).filter { propertiesJSON(samples[$0]) == propertiesJSON(handWritten[$0]) }.count
    print("track: generated and hand-written events write the same properties for \(same) of 1024 samples, e.g.")
    print("track:   \(propertiesJSON(samples[0]))")
    print("track: \(events) events per round, file store, collector down, each round a new client in an empty directory")
    var generatedMedian = 0
    for round in 1...rounds {
        // The order alternates between rounds, so neither event always runs first.
        let forward = round % 2 == 1
        for contestant in forward ? [0, 1, 2] : [2, 1, 0] {
            switch contestant {
            case 0:
                let median = try trackRound(samples, events: events, label: "generated Checkout Completed, round \(round)")
                if round == 1 { generatedMedian = median }
            case 1: _ = try trackRound(handWritten, events: events, label: "hand-written Checkout Completed, round \(round)")
            default: _ = try trackRound(productViewed, events: events, label: "generated ProductViewed (example plan), round \(round)")
            }
        }
    }

    let directory = benchmarkDirectory("track-baseline")
    defer { try? FileManager.default.removeItem(at: directory) }
    let baseline = try NaiveQueueBaseline(directory: directory)
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
    print(String(format: "speed-up (median, generated event): %.0fx", Double(baselineHistogram.percentile(0.5)) / Double(max(generatedMedian, 1))))
}

/// The event's properties as `track` writes them (before the scrubber, which neither event's sample values trip).
private func propertiesJSON<Event: TrackedEvent>(_ event: Event) -> String {
    var writer = JSONWriter()
    event.encodeProperties(into: &writer)
    return String(decoding: writer.bytes, as: UTF8.self)
}

/// One round: a client in an empty directory (the consent gate, tag and context as an app has them), 10,000 calls
/// of warm-up, then `events` timed calls; prints the percentiles, the mean and what the queue holds, returns the median.
private func trackRound<Event: TrackedEvent>(_ samples: [Event], events: Int, label: String) throws -> Int {
    let directory = benchmarkDirectory("track")
    defer { try? FileManager.default.removeItem(at: directory) }
    var options = collectorDownOptions(directory: directory)
    options.consentCategories = .plan(BenchmarkPlan.ConsentCategory.self)
    let client = try TrackPlanClient.start(options)
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
    print(
        String(
            format: "track: median %d ns, p90 %d ns, p99 %d ns, mean %d ns, %.0f events/s (%.3f s) - %@", histogram.percentile(0.5),
            histogram.percentile(0.9), histogram.percentile(0.99), histogram.mean, Double(events) / seconds, seconds, label))
    print("track: queue \(stats.buffered + stats.pending) events, dropped \(stats.dropped) - \(label)")
    return histogram.percentile(0.5)
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
