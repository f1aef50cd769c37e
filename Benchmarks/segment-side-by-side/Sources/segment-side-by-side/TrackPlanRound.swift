import BenchmarkPlan
import Foundation
import TrackPlan

/// TrackPlan's round: the benchmarks' generated event through `TrackPlanClient.track` with the default pipeline
/// (validation, consent gate with the plan's categories, context, PII scrubber) into the file store. Each event is
/// in the log when `track` returns, so the timed span ends with the last call. Caps are raised so that all events
/// stay queued, as they do in Segment's store; flushing is manual, as Segment's is with a huge `flushAt`.
func trackPlanRound(events: Int, warmUp: Int, directory: URL) throws -> RoundResult {
    var options = TrackPlanOptions(writeKey: "side-by-side", endpoint: "http://127.0.0.1:9", storageDirectory: directory)
    options.logger = .silent
    options.consentCategories = .plan(ConsentCategory.self)
    options.flushPolicies = [.manual]
    options.bufferCap = 10 * (events + warmUp)
    options.diskCapBytes = 1 << 30
    let client = try TrackPlanClient.start(options)
    let samples = (0..<1024).map(CheckoutCompleted.sample)
    for index in 0..<warmUp { client.track(samples[index & 1023]) }

    let start = monotonicNanos()
    for index in 0..<events { client.track(samples[index & 1023]) }
    let nanoseconds = monotonicNanos() - start

    let stats = client.stats()
    guard stats.dropped.total == 0, stats.notDurable == 0 else {
        throw HarnessError.notStored("TrackPlan dropped \(stats.dropped), \(stats.notDurable) not durable")
    }
    return RoundResult(contestant: .trackplan, events: events, nanoseconds: nanoseconds, stored: stats.buffered + stats.pending)
}
