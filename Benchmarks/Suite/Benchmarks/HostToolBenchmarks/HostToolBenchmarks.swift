import Benchmark
import Foundation
import TrackPlanCheck
import TrackPlanDiff
import TrackPlanFiles
import TrackPlanGenerate
import TrackPlanModel

/// The host tools' stages on the synthetic plan (`scripts/synthetic-plan.py`, 1,000 events x 20 properties) and its
/// 5 % mutation, read from `$TRACKPLAN_BENCHMARK_PLANS/old` and `/new` (scripts/benchmark-package.sh writes them).
/// Each measures the stage alone, as `scripts/benchmark-gate.sh` counts it: reading the files and loading the plans
/// happen in setup.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal], warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 5,
        thresholds: SuiteThresholds.allocationsOnly)

    Benchmark("lint (parse + check)", configuration: configuration) { _, files in
        blackHole(PlanLoader().load(files))
    } setup: {
        try SyntheticPlans.files("old")
    }

    Benchmark("generate (translate + render)", configuration: configuration) { _, plan in
        blackHole(SwiftGenerator(options: GeneratorOptions(moduleName: "Synthetic", toolVersion: "bench")).generate(plan))
    } setup: {
        try SyntheticPlans.plan("old")
    }

    Benchmark("diff (compare + JSON report)", configuration: configuration) { _, plans in
        blackHole(ReportFormat.json.render(PlanComparison(today: "2026-01-01").compare(plans.old, plans.new)))
    } setup: {
        (old: try SyntheticPlans.plan("old"), new: try SyntheticPlans.plan("new"))
    }
}

/// The synthetic plans the script wrote.
enum SyntheticPlans {
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    static func files(_ side: String) throws -> [PlanSourceFile] {
        guard let root = ProcessInfo.processInfo.environment["TRACKPLAN_BENCHMARK_PLANS"] else {
            throw Missing(description: "TRACKPLAN_BENCHMARK_PLANS is not set: run scripts/benchmark-package.sh")
        }
        return try PlanDirectory.readFiles(at: root + "/" + side)
    }

    static func plan(_ side: String) throws -> Plan {
        let result = PlanLoader().load(try files(side))
        guard let plan = result.plan, !result.diagnostics.hasErrors else {
            throw Missing(description: "the synthetic plan \(side) does not load: \(result.diagnostics.count) diagnostics")
        }
        return plan
    }
}
