import Benchmark

/// What `swift package benchmark baseline check` may fail on: allocations only. Timings depend on the machine and on
/// what else runs, so they are stored and compared for reading, never checked.
enum SuiteThresholds {
    static var allocationsOnly: [BenchmarkMetric: BenchmarkThresholds] {
        [
            .mallocCountTotal: BenchmarkThresholds(relative: [.p50: 5.0]),
            .wallClock: .none,
            .cpuTotal: .none,
        ]
    }
}
