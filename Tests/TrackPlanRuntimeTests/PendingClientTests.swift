import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// Events tracked before `start`: kept in order up to the bound, run through the started client's pipeline with
/// the time they were tracked, the overflow counted; after start the pending client forwards.
@Suite(.timeLimit(.minutes(20))) struct PendingClientTests {
    func options(_ transport: RecordingTransport, clock: ManualClock) -> TrackPlanOptions {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
        options.logger = .silent
        options.clock = clock
        options.transport = transport
        options.flushPolicies = [.manual]
        return options
    }

    func indices(_ transport: RecordingTransport) -> [Int] {
        transport.sentEvents().compactMap { ($0["properties"] as? [String: Any])?["index"] as? Int }
    }

    @Test func keptEventsEnterThePipelineInOrderWithTheirOwnTimeThenTrackForwards() async throws {
        let clock = ManualClock()
        let pending = TrackPlanClient.pending(capacity: 10, clock: clock)
        pending.track(ButtonTapped(index: 1))
        clock.advance(by: 2)
        pending.track(ButtonTapped(index: 2, label: ""))  // invalid: rejected by the pipeline at start, like any event
        pending.track(ButtonTapped(index: 3))
        #expect(pending.client == nil)
        clock.advance(by: 60)
        let transport = RecordingTransport()
        let client = try pending.start(options(transport, clock: clock))
        pending.track(ButtonTapped(index: 4))
        #expect(pending.client === client)
        await client.flush()
        #expect(indices(transport) == [1, 3, 4])
        let stamps = transport.sentEvents().compactMap { $0["timestamp"] as? String }
        #expect(stamps.count == 3 && stamps[0] < stamps[1] && stamps[1] < stamps[2], "kept events carry the time they were tracked")
        #expect(client.stats().dropped[.invalid] == 1)
    }

    @Test func overTheBoundTheNewestAreDroppedAndCounted() async throws {
        let clock = ManualClock()
        let pending = TrackPlanClient.pending(capacity: 3, clock: clock)
        for index in 1...8 { pending.track(ButtonTapped(index: index)) }
        let transport = RecordingTransport()
        let client = try pending.start(options(transport, clock: clock))
        await client.flush()
        #expect(indices(transport) == [1, 2, 3])
        #expect(client.stats().dropped[.pendingCap] == 5)
    }

    @Test func aStartThatThrowsKeepsTheEventsForTheNextStart() async throws {
        let clock = ManualClock()
        let pending = TrackPlanClient.pending(clock: clock)
        pending.track(ButtonTapped(index: 1))
        let transport = RecordingTransport()
        var bad = options(transport, clock: clock)
        bad.writeKey = " "
        #expect(throws: TrackPlanError.emptyWriteKey) { try pending.start(bad) }
        let client = try pending.start(options(transport, clock: clock))
        #expect(try pending.start(bad) === client, "a second start returns the started client")
        await client.flush()
        #expect(indices(transport) == [1])
    }

    @Test func eventsTrackedOnOtherThreadsDuringStartComeAfterTheKeptOnes() async throws {
        let clock = ManualClock()
        let pending = TrackPlanClient.pending(capacity: 1000, clock: clock)
        for index in 0..<500 { pending.track(ButtonTapped(index: index)) }
        let transport = RecordingTransport()
        let options = options(transport, clock: clock)
        async let late: Void = Task.detached {
            for index in 500..<600 { pending.track(ButtonTapped(index: index)) }
        }.value
        let client = try pending.start(options)
        await late
        await client.flush()
        let sent = indices(transport)
        #expect(sent.count == 600)
        #expect(Array(sent.prefix(500)) == Array(0..<500), "the kept events first, in order")
        #expect(sent.filter { $0 >= 500 } == Array(500..<600), "each thread's own events in order")
    }
}
