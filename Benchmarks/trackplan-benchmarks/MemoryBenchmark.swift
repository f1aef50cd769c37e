import BenchmarkPlan
import Foundation
import TrackPlan

/// `memory [events]`: peak resident memory of the whole process while `events` typed events are tracked with
/// the collector down, so nothing leaves the queue but what the caps drop (1,000 events, 4 MB on disk).
/// Run it under `/usr/bin/time -v` for the kernel's figure; it prints its own VmHWM too.
@Sendable func memoryBenchmark(_ arguments: [String]) throws {
    let events = arguments.first.flatMap(Int.init) ?? 100_000
    let directory = benchmarkDirectory("memory")
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = residentKilobytes()
    let client = try TrackPlanClient.start(collectorDownOptions(directory: directory))
    var peakDuring = 0
    for index in 0..<events {
        client.track(CheckoutCompleted.sample(index))
        if index % 10_000 == 0 { peakDuring = max(peakDuring, residentKilobytes().current) }
    }
    let after = residentKilobytes()
    let stats = client.stats()
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let logBytes = files.filter { $0.hasSuffix(".log") }.reduce(0) { total, name in
        total + ((try? FileManager.default.attributesOfItem(atPath: directory.path + "/" + name)[.size] as? Int) ?? 0)
    }
    print("memory: \(events) events tracked, collector down; queue \(stats.buffered + stats.pending), dropped \(stats.dropped)")
    print(
        "memory: RSS before start \(before.current) kB, after \(after.current) kB, peak (VmHWM) \(after.peak) kB; log files \(logBytes / 1024) kB (preallocated)"
    )
}
