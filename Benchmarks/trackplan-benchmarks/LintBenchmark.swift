import Foundation
import PlanTestSupport
import TrackPlanCheck
import TrackPlanModel
import TrackPlanParse

/// `lint <plan-dir> [rounds]`: time json-c parsing alone (one thread, file after file) and the whole load
/// (parse + check, as `trackplan lint` runs it) of a plan, in process.
/// `parse-jsonserialization <plan-dir> [rounds]`: parse the same files with Foundation's JSONSerialization.
/// scripts/benchmark-lint.sh runs them on the 1,000 × 20 synthetic plan, and `trackplan lint` under /usr/bin/time -v.
enum LintBenchmark {
    static let defaultRounds = 5

    static func lint(_ arguments: [String]) throws {
        let (files, rounds) = try planFiles(arguments)
        let parse = measure(rounds) {
            for file in files { _ = JSONReader().read(file.bytes, path: file.path) }
        }
        // Results are kept until the end, so no round pays for freeing the previous round's plan.
        var results: [PlanLoadResult] = []
        let load = measure(rounds) { results.append(PlanLoader().load(files)) }
        let result = results.first
        let diagnostics = result?.diagnostics ?? []
        report("lint", files: files, rounds: rounds, timings: [("json-c parse (one thread)", parse), ("parse + check", load)])
        print(
            "  plan: \(result?.plan?.events.count ?? 0) events, \(diagnostics.count) diagnostics (\(diagnostics.hasErrors ? "errors" : "no errors"))")
    }

    static func parseJSONSerialization(_ arguments: [String]) throws {
        let (files, rounds) = try planFiles(arguments)
        let datas = files.map { Data($0.bytes) }
        var failures = 0
        let parse = measure(rounds) {
            failures = 0
            for data in datas where (try? JSONSerialization.jsonObject(with: data)) == nil { failures += 1 }
        }
        report("parse-jsonserialization", files: files, rounds: rounds, timings: [("JSONSerialization parse (one thread)", parse)])
        if failures > 0 { print("  \(failures) files failed to parse") }
    }

    /// First run, median and best of `rounds` runs, in milliseconds.
    private static func measure(_ rounds: Int, _ body: () -> Void) -> Timing {
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<rounds {
            let duration = clock.measure(body)
            times.append(Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15)
        }
        let sorted = times.sorted()
        return Timing(first: times[0], median: sorted[sorted.count / 2], best: sorted[0])
    }

    struct Timing {
        var first: Double
        var median: Double
        var best: Double
    }

    private static func report(_ name: String, files: [PlanSourceFile], rounds: Int, timings: [(String, Timing)]) {
        let megabytes = Double(files.reduce(0) { $0 + $1.bytes.count }) / 1_048_576
        print("\(name): \(files.count) files, \(String(format: "%.1f", megabytes)) MiB")
        for (label, time) in timings {
            let figures = [time.first, time.median, time.best].map { String(format: "%.1f", $0) }
            print("  \(label): first \(figures[0]) ms, median \(figures[1]) ms, best \(figures[2]) ms of \(rounds) rounds")
        }
    }

    /// Every `*.json` below the directory, sorted, as the CLI reads them; and the number of rounds to run.
    private static func planFiles(_ arguments: [String]) throws -> ([PlanSourceFile], Int) {
        guard let directory = arguments.first else {
            throw BenchmarkError.usage("usage: trackplan-benchmarks lint|parse-jsonserialization <plan-dir> [rounds]")
        }
        let rounds = arguments.count > 1 ? max(1, Int(arguments[1]) ?? defaultRounds) : defaultRounds
        return (try PlanFiles.read(URL(fileURLWithPath: directory)), rounds)
    }
}

enum BenchmarkError: Error, CustomStringConvertible {
    case usage(String)
    var description: String {
        switch self {
        case .usage(let text): return text
        }
    }
}
