import BenchmarkPlan
import ExamplePlan
import Foundation
import TrackPlan

/// `queue-memory [queued…]`: peak resident memory and `track` median with 0, 10,000 and 100,000 events queued
/// (collector down, caps raised so every event is kept), each level in a fresh child process, beside a bare child
/// that links the same binary and starts nothing, and beside the same process with an empty queue: it tracks
/// 100,000 events too, through the same log and the same failing delivery, but with `bufferCap` 1 every event
/// pushes the previous one out, so only what the queue holds differs. Prints a table; asserts nothing.
@Sendable func queueMemoryBenchmark(_ arguments: [String]) throws {
    let levels = arguments.compactMap { Int($0) }.isEmpty ? [0, 10_000, 100_000] : arguments.compactMap { Int($0) }
    let bare = try runQueueMemoryChild(["bare"])
    let emptyQueue = try runQueueMemoryChild(["empty"])
    let rows = try levels.map { try runQueueMemoryChild(["\($0)"]) }
    let empty = emptyQueue.peakKiB
    print("queue-memory: typed 8-property event, file store, collector down, every event kept (bufferCap 1M, diskCap 1 GiB)")
    print("| queued  | peak RSS (VmHWM) | vs empty queue | track median | track p90 | log on disk |")
    print("|---------|------------------|----------------|--------------|-----------|-------------|")
    print(String(format: "| bare    | %8.1f MiB     |                |              |           |             |", Double(bare.peakKiB) / 1024))
    print(
        String(
            format: "| empty*  | %8.1f MiB     |     +0.0 MiB   | %7d ns   | %6d ns | %7.1f MiB |", Double(emptyQueue.peakKiB) / 1024,
            emptyQueue.medianNanos, emptyQueue.p90Nanos, Double(emptyQueue.logBytes) / 1_048_576))
    defer { print("empty*: the same process tracking 100,000 events with bufferCap 1 (each pushes the previous one out)") }
    for row in rows {
        print(
            String(
                format: "| %7d | %8.1f MiB     | %+8.1f MiB   | %7d ns   | %6d ns | %7.1f MiB |", row.queued, Double(row.peakKiB) / 1024,
                Double(row.peakKiB - empty) / 1024, row.medianNanos, row.p90Nanos, Double(row.logBytes) / 1_048_576))
    }
}

/// One child's figures, parsed from its single output line.
struct QueueMemoryRow {
    var queued = 0
    var peakKiB = 0
    var medianNanos = 0
    var p90Nanos = 0
    var logBytes = 0
}

private func runQueueMemoryChild(_ arguments: [String]) throws -> QueueMemoryRow {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["queue-memory-child"] + arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard fields.count == 5 else { return QueueMemoryRow() }
    return QueueMemoryRow(queued: fields[0], peakKiB: fields[1], medianNanos: fields[2], p90Nanos: fields[3], logBytes: fields[4])
}

/// `queue-memory-child <queued|bare>`: starts a client (and lets delivery fail once, so URLSession is up), tracks
/// `queued` events, reads its peak RSS, then times 10,000 more `track` calls. Prints
/// `queued peakKiB medianNanos p90Nanos logBytes`.
@Sendable func queueMemoryChild(_ arguments: [String]) throws {
    let emptyQueue = arguments.first == "empty"
    guard let level = arguments.first, let queued = emptyQueue ? 100_000 : Int(level) else {
        print("0 \(residentKilobytes().peak) 0 0 0")
        return
    }
    let directory = benchmarkDirectory("queue-memory")
    defer { try? FileManager.default.removeItem(at: directory) }
    var options = collectorDownOptions(directory: directory)
    options.bufferCap = emptyQueue ? 1 : 1_000_000
    options.diskCapBytes = 1 << 30
    let client = try TrackPlanClient.start(options)
    flushAndWait(client)
    let samples = (0..<1024).map(CheckoutCompleted.sample)
    for index in 0..<queued { client.track(samples[index & 1023]) }
    let peak = residentKilobytes().peak
    var histogram = LatencyHistogram()
    for index in 0..<10_000 {
        let before = monotonicNanos()
        client.track(samples[index & 1023])
        histogram.record(monotonicNanos() - before)
    }
    let logBytes = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).reduce(0) { total, name in
        total + ((try? FileManager.default.attributesOfItem(atPath: directory.path + "/" + name)[.size] as? Int) ?? 0)
    }
    print("\(queued) \(peak) \(histogram.percentile(0.5)) \(histogram.percentile(0.9)) \(logBytes)")
}

private func flushAndWait(_ client: TrackPlanClient) {
    let flushed = DispatchSemaphore(value: 0)
    Task.detached {
        await client.flush()
        flushed.signal()
    }
    flushed.wait()
}
