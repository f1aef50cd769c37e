import BenchmarkPlan
import Foundation
import TrackPlan

/// `scrub [megabytes]`: the free-text scrubber's scan speed over text with nothing to replace (GB/s), and the
/// cost of one 2 KB free-text value without and with an email and a card number in it.
@Sendable func scrubBenchmark(_ arguments: [String]) throws {
    let megabytes = arguments.first.flatMap(Int.init) ?? 64
    let paragraph =
        "Order 88213 shipped on 2026-11-23 at 16:12 via DHL (tracking JH7761-22), total 129.90 EUR incl. 19% VAT; "
        + "customer rated 4/5 and wrote that the size chart ran small. Ref #A-1029, SKU 4006381333931, v2.14.1. "
    var text = ""
    while text.utf8.count < 2_048 { text += paragraph }
    let clean = String(text.utf8.prefix(2_048))!
    let planted = String(clean.utf8.prefix(1_990))! + " ada@example.com 4111 1111 1111 1111"

    let prose =
        "The jacket fits well and the colour is exactly as pictured, although the sleeves are a little long for me. "
        + "Délivrée rapidement, très bon emballage; je recommande. Would buy again — five stars from our family! "
    for (label, unit) in [("number-dense order notes", paragraph), ("review prose", prose)] {
        var bulk = ""
        while bulk.utf8.count < megabytes << 20 { bulk += unit }
        let start = monotonicNanos()
        let found = PIIScrubber.scrubbed(bulk)
        let seconds = Double(monotonicNanos() - start) / 1e9
        precondition(found == nil, "the clean text must not match")
        let rate = Double(bulk.utf8.count) / seconds / 1e9
        print(String(format: "scan of %@, nothing to replace: %d MiB in %.3f s = %.2f GB/s", label, megabytes, seconds, rate))
    }

    for (label, value) in [("2 KB free text, no PII", clean), ("2 KB free text, an email and a card", planted)] {
        var histogram = LatencyHistogram()
        var replaced = 0
        for _ in 0..<100_000 {
            let before = monotonicNanos()
            replaced &+= PIIScrubber.scrubbed(value)?.counts.total ?? 0
            histogram.record(monotonicNanos() - before)
        }
        print("\(label): median \(histogram.percentile(0.5)) ns, p99 \(histogram.percentile(0.99)) ns (\(replaced / 100_000) replaced per call)")
    }
}

/// `scrub-track [events]`: `track` of the typed 8-property event with the scrubber on and off, in alternating
/// rounds of one run (so machine load hits both alike), and of an event carrying 2 KB of free text.
@Sendable func scrubTrackBenchmark(_ arguments: [String]) throws {
    let events = arguments.first.flatMap(Int.init) ?? 400_000
    let directory = benchmarkDirectory("scrub-track")
    defer { try? FileManager.default.removeItem(at: directory) }
    func client(_ name: String, scrub: Bool) throws -> TrackPlanClient {
        var options = collectorDownOptions(directory: directory.appendingPathComponent(name))
        options.scrubPII = scrub
        options.bufferCap = 1_000
        return try TrackPlanClient.start(options)
    }
    let clients = [("scrubber on", try client("on", scrub: true)), ("scrubber off", try client("off", scrub: false))]
    let samples = (0..<1024).map(CheckoutCompleted.sample)
    var histograms = [LatencyHistogram(), LatencyHistogram()]
    for round in 0..<(events / 1_000) {
        for (index, (_, client)) in clients.enumerated() {
            for offset in 0..<1_000 {
                let before = monotonicNanos()
                client.track(samples[(round &+ offset) & 1023])
                histograms[index].record(monotonicNanos() - before)
            }
        }
    }
    for (index, (label, _)) in clients.enumerated() {
        print("track, 8-property event, \(label): median \(histograms[index].percentile(0.5)) ns, p90 \(histograms[index].percentile(0.9)) ns")
    }
    let overhead = Double(histograms[0].percentile(0.5)) / Double(histograms[1].percentile(0.5)) - 1
    print(String(format: "scrubber overhead on the median: %+.1f%%", overhead * 100))
}
