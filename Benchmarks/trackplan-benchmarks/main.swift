import Foundation

// `trackplan-benchmarks <name> [args]`: each benchmark lives in its own file and is listed here.
// Run through scripts/benchmark.sh, which builds in release mode and wraps runs in /usr/bin/time -v.
let benchmarks: [String: @Sendable ([String]) throws -> Void] = [
    "diff": diffBenchmark,
    "flush": flushBenchmark,
    "lint": LintBenchmark.lint,
    "parse-jsonserialization": LintBenchmark.parseJSONSerialization,
    "track": trackBenchmark,
    "memory": memoryBenchmark,
    "queue-memory": queueMemoryBenchmark,
    "queue-memory-child": queueMemoryChild,
    "generate": GenerateBenchmark.run,
    "encode": EncodeBenchmark.run,
    "scrub": scrubBenchmark,
    "scrub-track": scrubTrackBenchmark,
    "pii-track": piiTrackBenchmark,
    "pipeline": pipelineBenchmark,
    "entitlements": entitlementBenchmark,
    "pattern": patternBenchmark,
    "once": GateWorkloads.run,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let benchmark = benchmarks[name] else {
    print("usage: trackplan-benchmarks <\(benchmarks.keys.sorted().joined(separator: "|"))> [args]")
    exit(2)
}
try benchmark(Array(arguments.dropFirst()))
