import BenchmarkPlan
import ExamplePlan
import Foundation
import PlanTestSupport
import TrackPlan
import TrackPlanCheck
import TrackPlanDiff
import TrackPlanGenerate

/// `once <lint|generate|diff|track> <args> [--setup-only]`: one run of a workload, for counting instructions and heap
/// allocations under `valgrind --tool=callgrind` (scripts/benchmark-gate.sh). The plan stages spread work over
/// Dispatch's worker threads, so the gate counts the whole process twice, with and without `--setup-only`, and takes
/// the difference: setup is reading the files and loading the plans the stage needs. `track` runs on the calling
/// thread: the gate counts just the calls, which run inside `callgrindMeasured` (`--toggle-collect`), with a client
/// whose flush policy is `[.manual]`, so no delivery runs on another thread while they are counted.
///
///   once lint <plan-dir>                      parse + check, as `trackplan lint`
///   once generate <plan-dir>                  translate + render of the loaded plan
///   once diff <old-plan-dir> <new-plan-dir>   compare (diff, rules, version check) + JSON report of the loaded plans
///   once track <events> [<variant>]           `track` of the generated 8-property event (Benchmarks/Plan), after a
///                                             warm-up; variants, which the gate does not count: `sessions` (sessions
///                                             and remembered traits on, as `pipeline`'s last setup), `handwritten`
///                                             (the same event written by hand, `HandWrittenCheckout`), `product-viewed`
///                                             (the example plan's generated `ProductViewed`)
enum GateWorkloads {
    static func run(_ arguments: [String]) throws {
        let usage = BenchmarkError.usage(
            "usage: trackplan-benchmarks once lint|generate <plan> | diff <old> <new> | track <events> [sessions|handwritten|product-viewed] [--setup-only]"
        )
        let setupOnly = arguments.contains("--setup-only")
        let arguments = arguments.filter { $0 != "--setup-only" }
        guard let workload = arguments.first else { throw usage }
        let rest = Array(arguments.dropFirst())
        switch (workload, rest.count) {
        case ("lint", 1):
            let files = try PlanFiles.read(URL(fileURLWithPath: rest[0]))
            guard !setupOnly else { return }
            let result = PlanLoader().load(files)
            print("lint: \(result.plan?.events.count ?? 0) events, \(result.diagnostics.count) diagnostics")
        case ("generate", 1):
            let plan = try PlanFiles.load(URL(fileURLWithPath: rest[0]))
            guard !setupOnly else { return }
            let result = SwiftGenerator(options: GeneratorOptions(moduleName: "Synthetic", toolVersion: "bench")).generate(plan)
            print("generate: \(result.files.count) files, \(result.files.reduce(0) { $0 + $1.contents.utf8.count }) bytes")
        case ("diff", 2):
            let old = try PlanFiles.load(URL(fileURLWithPath: rest[0]))
            let new = try PlanFiles.load(URL(fileURLWithPath: rest[1]))
            guard !setupOnly else { return }
            let json = ReportFormat.json.render(PlanComparison(today: "2026-01-01").compare(old, new))
            print("diff: \(json.utf8.count) bytes of JSON report")
        case ("track", 1), ("track", 2):
            guard let count = Int(rest[0]) else { throw usage }
            let events = setupOnly ? 0 : count
            switch rest.dropFirst().first {
            case nil: try track((0..<1024).map(CheckoutCompleted.sample), events)
            case "sessions": try track((0..<1024).map(CheckoutCompleted.sample), events, sessionsAndTraits: true)
            case "handwritten": try track((0..<1024).map(HandWrittenCheckout.sample), events)
            case "product-viewed": try track((0..<1024).map(ProductViewed.sample), events)
            default: throw usage
            }
        default:
            throw usage
        }
    }

    /// The 8-property event through a started client (consent as an app has it), after a warm-up that fills the
    /// caches and grows the buffers. Flushing is manual: with the default policies every 20th `track` starts a
    /// delivery to the (absent) collector, whose retries allocate on their own clock inside the counted window (seen:
    /// 7,684 to 8,311 allocations per 1,000 calls of one binary); the count is of `track` alone.
    private static func track<Event: TrackedEvent>(_ samples: [Event], _ events: Int, sessionsAndTraits: Bool = false) throws {
        let directory = benchmarkDirectory("once-track")
        defer { try? FileManager.default.removeItem(at: directory) }
        var options = collectorDownOptions(directory: directory)
        options.consentCategories = .plan(BenchmarkPlan.ConsentCategory.self)
        options.flushPolicies = [.manual]
        if sessionsAndTraits { options.sessions = SessionOptions(events: .trackedWithoutCategory) }
        let client = try TrackPlanClient.start(options)
        if sessionsAndTraits {
            client.identify(
                userId: "u-1", traits: IdentifyTraits(tier: .pro, createdAt: Date(timeIntervalSince1970: 1_700_000_000), marketingOptIn: true))
        }
        for index in 0..<2048 { client.track(samples[index & 1023]) }
        callgrindMeasured {
            for index in 0..<events { client.track(samples[index & 1023]) }
        }
        print("track: \(events) events")
    }
}

/// The counted region of `once track`: callgrind turns collection on when a thread enters this function and off when
/// it leaves (`--toggle-collect=*callgrindMeasured*`).
@inline(never) func callgrindMeasured<T>(_ body: () throws -> T) rethrows -> T {
    try body()
}
