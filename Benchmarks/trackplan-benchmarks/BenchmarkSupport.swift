import Foundation
import TrackPlan

/// Nanoseconds on the monotonic clock.
@inline(__always) func monotonicNanos() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Per-call durations: 10 ns buckets below 1 ms, 10 µs buckets up to 1 s (longer calls share the last one).
/// A median without keeping a million samples in memory.
struct LatencyHistogram {
    private var fine = [Int](repeating: 0, count: 100_000)
    private var coarse = [Int](repeating: 0, count: 100_000)
    private(set) var count = 0
    private var total: UInt64 = 0

    /// The mean of the recorded durations, in nanoseconds (each includes reading the clock once).
    var mean: Int { count == 0 ? 0 : Int(total / UInt64(count)) }

    mutating func record(_ nanos: UInt64) {
        total += nanos
        if nanos < 1_000_000 {
            fine[Int(nanos / 10)] += 1
        } else {
            coarse[min(Int(nanos / 10_000), coarse.count - 1)] += 1
        }
        count += 1
    }

    /// The bucket's midpoint, in nanoseconds.
    func percentile(_ fraction: Double) -> Int {
        let target = Int(Double(count) * fraction)
        var seen = 0
        for (index, bucketCount) in fine.enumerated() {
            seen += bucketCount
            if seen > target { return index * 10 + 5 }
        }
        for (index, bucketCount) in coarse.enumerated() {
            seen += bucketCount
            if seen > target { return index * 10_000 + 5_000 }
        }
        return coarse.count * 10_000
    }
}

/// Peak and current resident set size of this process, from /proc/self/status (Linux), in kB.
func residentKilobytes() -> (peak: Int, current: Int) {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
    func field(_ name: String) -> Int {
        let line = status.split(separator: "\n").first { $0.hasPrefix(name) } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return (field("VmHWM:"), field("VmRSS:"))
}

/// A fresh directory for a benchmark's queue.
func benchmarkDirectory(_ name: String) -> URL {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trackplan-bench-\(name)-\(getpid())")
    try? FileManager.default.removeItem(at: url)
    return url
}

/// Options for a client whose collector is down (nothing listens on port 9): track runs end to end, delivery
/// fails fast and backs off, the caps hold.
func collectorDownOptions(directory: URL?) -> TrackPlanOptions {
    var options = TrackPlanOptions(writeKey: "bench", endpoint: "http://127.0.0.1:9", storageDirectory: directory)
    options.logger = .silent
    return options
}
