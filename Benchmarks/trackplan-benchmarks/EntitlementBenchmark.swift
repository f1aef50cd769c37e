import ExamplePlan
import Foundation
import TrackPlan
import TrackPlanCollector

/// `entitlements [calls]`: `isEntitled` on a warm cache, with 1 and then 2 reader threads, for a key without
/// expiry, a key with an expiry (one clock read) and a key the user does not have. Each thread times batches of
/// 1,000 calls (the timer costs more than one call) and the median batch is divided by 1,000. That the reads
/// allocate nothing is checked by running it under valgrind with two call counts: the heap summary's allocation
/// count does not grow with the calls (Docs/Entitlements.md).
@Sendable func entitlementBenchmark(_ arguments: [String]) throws {
    let calls = arguments.first.flatMap(Int.init) ?? 20_000_000
    let client = try warmEntitlementClient()
    let cases: [(String, EntitlementKey)] = [("no expiry", .earlyAccess), ("with expiry", .freeShipping), ("not entitled", .styleAdvisor)]
    print("entitlements: \(calls) isEntitled calls per thread, release build, cache warm for one user")
    for threads in [1, 2] {
        for (label, key) in cases {
            let medians = readInParallel(threads: threads, calls: calls) { client.isEntitled(key) }
            let perThread = medians.map { String(format: "%.1f", $0) }.joined(separator: " / ")
            print("entitlements: \(threads) thread(s), \(label): median \(perThread) ns per call")
        }
    }
}

/// A client whose cache holds early access (no expiry) and free shipping (expiring in a year), fetched from a
/// local collector.
private func warmEntitlementClient() throws -> TrackPlanClient {
    let done = DispatchSemaphore(value: 0)
    let box = ClientBox()
    Task {
        do {
            let collector = TrackPlanCollector(writeKey: "bench")
            try await collector.start()
            let expiry = UTCText.oneYearFromNow()
            await collector.setEntitlements(for: "bench-user", [("early_access", nil), ("free_shipping", expiry)])
            var options = TrackPlanOptions(writeKey: "bench", endpoint: await collector.endpoint.absoluteString, storageDirectory: nil)
            options.logger = .silent
            options.flushPolicies = [.manual]
            let client = try TrackPlanClient.start(options)
            client.identify(userId: "bench-user")
            try await client.refreshEntitlements()
            box.set(.success(client))
        } catch {
            box.set(.failure(error))
        }
        done.signal()
    }
    done.wait()
    return try box.get()
}

private final class ClientBox: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<TrackPlanClient, any Error> = .failure(CancellationError())
    func set(_ value: Result<TrackPlanClient, any Error>) { lock.withLock { result = value } }
    func get() throws -> TrackPlanClient { try lock.withLock { try result.get() } }
}

private enum UTCText {
    static func oneYearFromNow() -> String {
        Date().addingTimeInterval(365 * 86_400).formatted(Date.ISO8601FormatStyle())
    }
}

/// Runs `read` `calls` times on each of `threads` threads, started together; returns each thread's median
/// nanoseconds per call over batches of 1,000.
private func readInParallel(threads: Int, calls: Int, _ read: @escaping @Sendable () -> Bool) -> [Double] {
    let results = ResultsBox(count: threads)
    let group = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    for thread in 0..<threads {
        group.enter()
        Thread.detachNewThread {
            start.wait()
            var batches: [UInt64] = []
            batches.reserveCapacity(calls / 1000)
            var sink = 0
            for _ in 0..<(calls / 1000) {
                let before = monotonicNanos()
                for _ in 0..<1000 where read() { sink &+= 1 }
                batches.append(monotonicNanos() - before)
            }
            batches.sort()
            results.set(thread, Double(batches[batches.count / 2]) / 1000, sink: sink)
            group.leave()
        }
    }
    for _ in 0..<threads { start.signal() }
    group.wait()
    return results.values
}

private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Double]
    private var sinks = 0
    init(count: Int) { stored = Array(repeating: 0, count: count) }
    func set(_ index: Int, _ value: Double, sink: Int) {
        lock.withLock {
            stored[index] = value
            sinks &+= sink
        }
    }
    var values: [Double] { lock.withLock { stored } }
}
