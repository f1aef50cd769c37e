import Foundation
import PlanTestSupport
import TrackPlanCheck
import TrackPlanDiff
import TrackPlanModel

/// `trackplan-benchmarks diff <old-plan-dir> <new-plan-dir> [iterations]`: reads, loads and diffs two plans in
/// process and prints the time of each phase (median of the iterations). scripts/benchmark-diff.sh runs it beside
/// the end-to-end `trackplan diff` wall time.
@Sendable func diffBenchmark(_ arguments: [String]) throws {
    guard arguments.count >= 2 else {
        print("usage: trackplan-benchmarks diff <old-plan-dir> <new-plan-dir> [iterations]")
        exit(2)
    }
    let iterations = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 5) : 5
    let clock = ContinuousClock()
    var phases: [String: [Duration]] = [:]
    func measure<T>(_ phase: String, _ body: () throws -> T) rethrows -> T {
        var result: T?
        let elapsed = try clock.measure { result = try body() }
        phases[phase, default: []].append(elapsed)
        return result!
    }
    var findings = 0
    var plans: (Plan, Plan)?
    for _ in 0..<iterations {
        let oldFiles = try measure("read files") { try PlanFiles.read(URL(fileURLWithPath: arguments[0]), displayPrefix: arguments[0]) }
        let newFiles = try measure("read files") { try PlanFiles.read(URL(fileURLWithPath: arguments[1]), displayPrefix: arguments[1]) }
        let old = measure("load old plan") { PlanLoader().load(oldFiles).plan }
        let new = measure("load new plan") { PlanLoader().load(newFiles).plan }
        guard let old, let new else { throw CocoaError(.fileReadCorruptFile) }
        let report = measure("diff + config + version") { PlanComparison(today: "2026-01-01").compare(old, new) }
        _ = measure("render json") { ReportFormat.json.render(report) }
        findings = report.findings.count
        plans = (old, new)
    }
    // The differ alone, again and again on the same plans: the load phases above dominate and vary.
    if let (old, new) = plans {
        for _ in 0..<(iterations * 4) { _ = measure("diff alone (repeated)") { PlanDiffer().changes(from: old, to: new) } }
    }
    print("diff benchmark: \(arguments[0]) → \(arguments[1]), \(findings) findings, median (min) of \(iterations) runs")
    for phase in ["read files", "load old plan", "load new plan", "diff + config + version", "render json", "diff alone (repeated)"] {
        let samples = phases[phase, default: []].sorted()
        guard let fastest = samples.first else { continue }
        let format = { (duration: Duration) in duration.formatted(.units(allowed: [.milliseconds], fractionalPart: .show(length: 1))) }
        print("  \(phase): \(format(samples[samples.count / 2])) (\(format(fastest)))")
    }
}
