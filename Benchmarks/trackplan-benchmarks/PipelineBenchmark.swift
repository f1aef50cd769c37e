import BenchmarkPlan
import ExamplePlan
import Foundation
import TrackPlan

/// A processor that inspects and passes: the cost of the `processors` stage's dispatch.
private struct PassThrough: EventProcessor {
    var name: String { "pass" }
    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict { .proceed }
}

/// A processor that adds one property: the cost of a typed addition (encoded per event) and its merge.
private struct AddBucket: EventProcessor {
    var name: String { "bucket" }
    func process<Event: TrackedEvent>(_ draft: inout EventDraft<Event>, log: TrackPlanLogger) -> StageVerdict {
        draft.addProperty("ab_bucket", "b")
        return .proceed
    }
}

/// `pipeline [events] [rounds]`: `track` medians of the 8-property event with the stages that cost something when
/// in use switched on one at a time, in one process, rounds alternating, so each difference from `plain` is that
/// stage's cost per event. The file store (the `store` stage's real cost) against the memory store too.
@Sendable func pipelineBenchmark(_ arguments: [String]) throws {
    let events = arguments.first.flatMap(Int.init) ?? 200_000
    let rounds = arguments.dropFirst().first.flatMap(Int.init) ?? 3
    let samples = (0..<1024).map(CheckoutCompleted.sample)
    typealias Setup = (name: String, configure: (inout TrackPlanOptions) -> Void, after: (TrackPlanClient) -> Void)
    let setups: [Setup] = [
        ("plain (file store, scrubber on)", { _ in }, { _ in }),
        ("scrubber off (pii stage)", { $0.scrubPII = false }, { _ in }),
        ("memory store (store stage)", { $0.storageDirectory = nil }, { _ in }),
        ("super properties set", { _ in }, { $0.setSuperProperties(SuperProperties(planTier: .pro, experimentGroup: "paywall-b")) }),
        ("one pass-through processor", { $0.processors = [PassThrough()] }, { _ in }),
        ("one processor adding a property", { $0.processors = [AddBucket()] }, { _ in }),
        ("sessions (id; retention on first)", { $0.sessions = SessionOptions() }, { _ in }),
        ("sessions, retention on every event", { $0.sessions = SessionOptions(retention: .everyEvent) }, { _ in }),
        (
            "sessions + remembered traits", { $0.sessions = SessionOptions(events: .trackedWithoutCategory) },
            {
                $0.identify(
                    userId: "u-1", traits: IdentifyTraits(tier: .pro, createdAt: Date(timeIntervalSince1970: 1_700_000_000), marketingOptIn: true))
            }
        ),
    ]
    var medians = [[Int]](repeating: [], count: setups.count)
    for round in 0..<rounds {
        for (index, setup) in setups.enumerated() {
            let directory = benchmarkDirectory("pipeline-\(round)-\(index)")
            defer { try? FileManager.default.removeItem(at: directory) }
            var options = collectorDownOptions(directory: directory)
            setup.configure(&options)
            let client = try TrackPlanClient.start(options)
            setup.after(client)
            for warm in 0..<10_000 { client.track(samples[warm & 1023]) }
            var histogram = LatencyHistogram()
            for event in 0..<events {
                let before = monotonicNanos()
                client.track(samples[event & 1023])
                histogram.record(monotonicNanos() - before)
            }
            medians[index].append(histogram.percentile(0.5))
        }
    }
    print("pipeline: \(events) events per setup, \(rounds) rounds alternating; median ns per round, and the median's difference from plain")
    let plain = medians[0].sorted()[rounds / 2]
    for (index, setup) in setups.enumerated() {
        let median = medians[index].sorted()[rounds / 2]
        let rounds = medians[index].map(String.init).joined(separator: " / ")
        let name = setup.name.padding(toLength: 36, withPad: " ", startingAt: 0)
        print("  \(name) \(rounds) ns  (\(median >= plain ? "+" : "")\(median - plain) ns)")
    }
}
