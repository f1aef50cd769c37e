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
