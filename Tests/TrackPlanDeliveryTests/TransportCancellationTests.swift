import Foundation
import TestSupport
import Testing
import TrackPlan
import TrackPlanCollector

/// Cancelling the task that sends a batch returns at once with a network error, even while the collector holds
/// the request, and never hangs the process (corelibs-foundation's `URLSessionTask.cancel()` from a cancellation
/// handler can deadlock; the transport does not call it on Linux). The bounds are generous limits against hanging,
/// not timings.
@Suite(.timeLimit(.minutes(20))) struct TransportCancellationTests {
    /// Longer than any wait below: the collector still holds the request when it is cancelled.
    static let held = 30.0
    let transport = URLSessionTransport(requestTimeout: 20, resourceTimeout: 40)

    @Test func cancellingWhileTheCollectorHoldsTheRequestReturns() async throws {
        try await withCollector { collector in
            for round in 1...5 {
                await collector.inject(.delay(seconds: Self.held))
                let request = await batchRequest(to: collector, events: sampleEvents(round...round))
                let sending = Task { await transport.send(request) }
                try await eventually("request \(round) at the collector") { await collector.batchRequests.count == round }
                sending.cancel()
                let outcome = try await value(of: sending, within: .seconds(60))
                guard case .networkError(let failure)? = outcome else {
                    Issue.record("round \(round): \(outcome.map { "\($0)" } ?? "did not return within 60 s")")
                    return
                }
                #expect(failure.kind == .other || failure.kind == .timedOut, "round \(round): \(failure)")
            }
        }
    }

    /// Cancelled before the request starts: the sending task is cancelled while it sleeps, then sends.
    @Test func aTaskCancelledBeforeSendingReturns() async throws {
        try await withCollector { collector in
            for round in 1...5 {
                await collector.inject(.delay(seconds: Self.held))
                let request = await batchRequest(to: collector, events: sampleEvents(round...round))
                let sending = Task {
                    try? await Task.sleep(for: .seconds(60))
                    return await transport.send(request)
                }
                sending.cancel()
                let outcome = try await value(of: sending, within: .seconds(60))
                guard case .networkError? = outcome else {
                    Issue.record("round \(round): \(outcome.map { "\($0)" } ?? "did not return within 60 s")")
                    return
                }
            }
        }
    }

    /// The race that hung `data(for:)`: the cancellation lands while the answer is being delivered. Each round
    /// cancels after a random pause of 0-3 ms (seeded) around a quick answer; every send must return, answered or
    /// cancelled.
    @Test func cancellingAsTheAnswerArrivesNeverHangs() async throws {
        try await withCollector { collector in
            var random = SplitMix64(seed: 22)
            for round in 1...300 {
                let request = await batchRequest(to: collector, events: sampleEvents(round...round))
                let sending = Task { await transport.send(request) }
                try await Task.sleep(for: .microseconds(Int.random(in: 0...3_000, using: &random)))
                sending.cancel()
                guard try await value(of: sending, within: .seconds(60)) != nil else {
                    Issue.record("round \(round): the send did not return within 60 s")
                    return
                }
            }
        }
    }

    /// After cancelled requests were abandoned, the same transport delivers normally.
    @Test func theTransportStillDeliversAfterACancelledRequest() async throws {
        try await withCollector { collector in
            await collector.inject(.delay(seconds: Self.held))
            let held = await batchRequest(to: collector, events: sampleEvents(1...1))
            let sending = Task { await transport.send(held) }
            try await eventually("the held request") { await collector.batchRequests.count == 1 }
            sending.cancel()
            _ = try await value(of: sending, within: .seconds(60))
            let next = await batchRequest(to: collector, events: sampleEvents(2...2))
            #expect(await transport.send(next) == .response(status: 200, retryAfter: nil))
            #expect(await collector.acceptedMessageIds.contains("m2"))
        }
    }
}

/// Polls until `condition` holds (at most about 20 s at 10 ms steps).
private func eventually(_ what: String, _ condition: @Sendable () async -> Bool) async throws {
    for _ in 0..<2000 {
        if await condition() { return }
        try await Task.sleep(nanoseconds: 10_000_000)
    }
    throw NeverHappened(what: what)
}

private struct NeverHappened: Error, CustomStringConvertible {
    var what: String
    var description: String { "timed out waiting for \(what)" }
}
