import Benchmark
import BenchmarkPlan
import Foundation
import TrackPlan

/// `track` of the benchmarks' generated 8-property event (Benchmarks/Plan) through a started client with a file store,
/// the way an app calls it: after a warm-up of 2,048 calls, each iteration is 1,000 calls (`scalingFactor: .kilo`).
/// Flushing is manual, so no delivery runs on another thread while the calls are measured (its retries would allocate
/// on their own clock).
let benchmarks: @Sendable () -> Void = {
    Benchmark(
        "track (typed 8-property event)",
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .mallocCountTotal], warmupIterations: 1, scalingFactor: .kilo,
            maxDuration: .seconds(10), maxIterations: 40, thresholds: SuiteThresholds.allocationsOnly)
    ) { benchmark, setup in
        for index in benchmark.scaledIterations {
            setup.client.track(setup.samples[index & 1023])
        }
    } setup: {
        try TrackSetup()
    } teardown: {
        try? FileManager.default.removeItem(at: TrackSetup.directory)
    }
}

/// The started client and the events it is given.
struct TrackSetup: Sendable {
    static let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "trackplan-benchmark-suite-\(ProcessInfo.processInfo.processIdentifier)")

    let client: TrackPlanClient
    let samples: [CheckoutCompleted]

    init() throws {
        try? FileManager.default.removeItem(at: Self.directory)
        var options = TrackPlanOptions(writeKey: "bench", endpoint: "http://127.0.0.1:9", storageDirectory: Self.directory)
        options.logger = .silent
        options.flushPolicies = [.manual]
        options.consentCategories = .plan(ConsentCategory.self)
        client = try TrackPlanClient.start(options)
        samples = (0..<1024).map(CheckoutCompleted.sample)
        for index in 0..<2048 { client.track(samples[index & 1023]) }
    }
}
