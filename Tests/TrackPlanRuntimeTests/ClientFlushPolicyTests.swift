import Foundation
import TestSupport
import Testing

@testable import TrackPlan

/// The flush policies as the client runs them: each listed policy fires on its own, unlisted ones never do.
@Suite(.timeLimit(.minutes(20))) struct ClientFlushPolicyTests {
    let clock = ManualClock()
    let transport = RecordingTransport()

    func start(_ policies: [FlushPolicy]) throws -> TrackPlanClient {
        var options = TrackPlanOptions(writeKey: "wk", endpoint: "http://127.0.0.1:9", storageDirectory: nil)
        options.logger = .silent
        options.clock = clock
        options.transport = transport
        options.flushPolicies = policies
        return try TrackPlanClient.start(options)
    }

    @Test func aCountPolicyFlushesEveryNEventsWhateverTheBatchSize() async throws {
        let client = try start([.count(3)])
        for index in 1...3 { client.track(ButtonTapped(index: index)) }
        await transport.waitForRequests(1)
        #expect(transport.requests[0].eventCount == 3)
        for index in 4...6 { client.track(ButtonTapped(index: index)) }
        await transport.waitForRequests(2)
        #expect(transport.requests[1].eventCount == 3)
    }

    @Test func eachIntervalRunsItsOwnTimer() async throws {
        let client = try start([.interval(2), .interval(7)])
        while clock.sleeperCount < 2 { await Task.yield() }
        client.track(ButtonTapped(index: 1))
        clock.advance(by: 2)
        await transport.waitForRequests(1)
        #expect(transport.requests[0].eventCount == 1)
        await client.stop()
    }

    @Test func manualStartsNoTimerAndLeavesFlushingToTheApp() async throws {
        let client = try start([.manual])
        for index in 1...45 { client.track(ButtonTapped(index: index)) }
        #expect(clock.sleeperCount == 0)
        #expect(transport.requests.isEmpty)
        await client.flush()
        #expect(transport.requests.map(\.eventCount) == [20, 20, 5])
    }

    @Test func thePolicyListIsReadOnce() {
        let policies: [FlushPolicy] = [.interval(30), .count(50), .background, .count(10)]
        #expect(policies.countTrigger == 10)
        #expect(policies.intervals == [30])
        #expect(policies.flushesInBackground)
        #expect([FlushPolicy.manual].countTrigger == nil)
        #expect([FlushPolicy.manual].intervals.isEmpty)
        #expect(FlushPolicy.defaults.map(\.description) == ["count(20)", "interval(5.0)", "background"])
    }

    @Test(arguments: [[FlushPolicy](), [.count(0)], [.interval(0)], [.interval(.infinity)], [.manual, .count(-1)]])
    func unusablePoliciesAreRefusedAtStart(policies: [FlushPolicy]) {
        #expect(throws: TrackPlanError.self) { try start(policies) }
    }
}
