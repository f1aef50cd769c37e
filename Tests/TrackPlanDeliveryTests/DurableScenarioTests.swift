import Foundation
import TestSupport
import Testing
import TrackPlanCollector

/// The three ways an acknowledged event used to vanish without a counter, replayed through the real harness, the
/// real collector and real `SIGKILL`s: sequence numbers of purged events handed out again after a kill, a log cut
/// short after an unclean end counted against nothing, and a `forget()` cut short whose user's events were sent.
@Suite(.timeLimit(.minutes(20)), .serialized) struct DurableScenarioTests {
    static func launcher(_ collector: TrackPlanCollector) async -> StepLaunch {
        let directory = NSTemporaryDirectory() + "trackplan-durable-\(UUID().uuidString.prefix(8))"
        return StepLaunch(directory: directory, endpoint: await collector.endpoint.absoluteString, writeKey: collector.writeKey)
    }

    /// A purge (withdrawal, or `forget()` of another user), `kill -9`; a launch that delivers; a launch that tracks 5
    /// and stops; a launch that delivers. Every event not purged arrives.
    @Test(arguments: [
        "track 1; track-analytics 3; withdraw; die",
        "identify user-a; track 1; identify user-b; track 3; forget; die",
    ])
    func eventsTrackedAfterAPurgeAndAKillAllArrive(firstLaunch: String) async throws {
        try await withCollector(writeKey: "durable-key") { collector in
            let launch = await Self.launcher(collector)
            defer { try? FileManager.default.removeItem(atPath: launch.directory) }
            let first = try await launch.run(firstLaunch)
            #expect(first.acks.count == 4)
            _ = try await launch.run("drain; stop")
            let third = try await launch.run("track 5; stats; stop", first: 100)
            #expect(third.buffered == 5)
            let fourth = try await launch.run("drain; stats; stop", first: 200)
            let accepted = await collector.acceptedEvents.compactMap(probeNumber).sorted()
            #expect(accepted == [1, 100, 101, 102, 103, 104], "\(firstLaunch)")
            #expect(fourth.dropped.isEmpty, "\(fourth.dropped)")
        }
    }

    /// 400 events, an end without `stop()`, the log truncated to nothing while the app is not running: the restart
    /// counts the 400 as `corrupt`.
    @Test(arguments: ["exit", "die"])
    func aLogCutShortAfterAnUncleanEndIsCounted(end: String) async throws {
        try await withCollector(writeKey: "durable-key") { collector in
            let launch = await Self.launcher(collector)
            defer { try? FileManager.default.removeItem(atPath: launch.directory) }
            let first = try await launch.run("track 400; \(end)")
            #expect(first.acks.count == 400)
            for segment in launch.segments { #expect(truncate(segment, 0) == 0) }
            let second = try await launch.run("stats; drain; stop", first: 1_000)
            #expect(second.dropped["corrupt"] == 400, "\(second.transcript.filter { $0.hasPrefix("stats") })")
            #expect(await collector.acceptedEvents.isEmpty)
        }
    }

    /// `kill -9` at every durable write `forget()` makes: after the restart either the forget never happened (its
    /// request was not saved: the events arrive, no request) or it is finished (the request arrives, none of the
    /// user's events does, the user is signed out).
    // Traces and stops the harness at crash points, so it needs the hooks (the `CrashPoints` trait).
    @Test(.enabled(if: CrashPointHooks.built, CrashPointHooks.reason))
    func aForgetCutShortIsFinishedBeforeAnythingIsSent() async throws {
        try await withCollector(writeKey: "durable-key") { collector in
            func steps(_ user: String) -> String { "identify \(user); track 5; forget; stop" }
            let trace = await Self.launcher(collector)
            defer { try? FileManager.default.removeItem(atPath: trace.directory) }
            let traced = try await trace.run(steps("tracer"), first: 1_000_000, environment: ["TRACKPLAN_CRASH_TRACE": "1"])
            let points = traced.crashPoints.filter { $0.step == "forget" }.map(\.number)
            try #require(points.count >= 3, "forget() makes several durable writes: \(traced.crashPoints)")
            var finished = 0
            for point in points {
                // Each crash point has its own user, directory and event numbers: point * 100 + 1 ... + 5.
                let user = "user-\(point)"
                let launch = await Self.launcher(collector)
                defer { try? FileManager.default.removeItem(atPath: launch.directory) }
                let crashed = try await launch.run(steps(user), first: point * 100 + 1, environment: ["TRACKPLAN_CRASH_AT": "\(point)"])
                #expect(crashed.exitStatus != 0 && !crashed.transcript.contains("forgotten"), "crash point \(point)")
                _ = try await launch.run("flush; drain; stop", first: 0)
                let delivered = await collector.acceptedEvents.compactMap(probeNumber).filter { $0 / 100 == point }
                let forgets = await collector.forgetRequests.filter { $0.userId == user }
                if forgets.isEmpty {
                    #expect(delivered.count == 5, "crash point \(point): no forget request, so nothing forgotten: \(delivered)")
                } else {
                    finished += 1
                    #expect(delivered.isEmpty, "crash point \(point): the forgotten user's events were sent: \(delivered)")
                }
            }
            #expect(finished >= points.count - 1, "only a kill before the request is saved may undo forget()")
        }
    }
}
