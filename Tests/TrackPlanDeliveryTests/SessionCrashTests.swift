import Foundation
import TestSupport
import Testing
import TrackPlanCollector

/// A session cut by `kill -9` ends at the next launch with the last activity the killed process recorded: never
/// later than its last event, at most a second earlier; never a made-up duration. Real processes, a real
/// collector on 127.0.0.1, the wall clock.
@Suite(.timeLimit(.minutes(20)), .serialized) struct SessionCrashTests {
    static func object(_ event: AcceptedEvent) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: event.json) as? [String: Any]) ?? [:]
    }

    static func millis(_ object: [String: Any]) -> Int64 {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let date = (object["timestamp"] as? String).flatMap(formatter.date(from:))
        return Int64(((date?.timeIntervalSince1970 ?? 0) * 1000).rounded())
    }

    static func sessionId(_ object: [String: Any]) -> Int64? { ((object["context"] as? [String: Any])?["sessionId"] as? NSNumber)?.int64Value }

    @Test func aKilledSessionEndsAtTheNextLaunchWithItsLastRecordedActivity() async throws {
        _ = try CrashHarnessProcess.binary()
        let directory = NSTemporaryDirectory() + "trackplan-session-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try await withCollector(writeKey: "session-key") { collector in
            let endpoint = await collector.endpoint.absoluteString
            let killed = try CrashHarnessProcess(
                arguments: [directory, endpoint, "session-key", "1", "30"],
                environment: ["TRACKPLAN_HARNESS_SESSIONS": "1", "TRACKPLAN_HARNESS_HANG": "1"])
            await killed.waitForAcks(30)
            try await Task.sleep(nanoseconds: 300_000_000)  // idle, still running: the session is not over
            killed.killHard()
            let first = await killed.result()
            #expect(!first.finished)
            try await Task.sleep(nanoseconds: 1_100_000_000)  // the next launch is more than a second later
            let next = try CrashHarnessProcess(
                arguments: [directory, endpoint, "session-key", "31", "1"], environment: ["TRACKPLAN_HARNESS_SESSIONS": "1"])
            let second = await next.result()
            #expect(second.finished && second.exitStatus == 0)

            let events = await collector.acceptedEvents.map(Self.object)
            let names = events.map { $0["event"] as? String ?? "" }
            #expect(names.filter { $0 == "Crash Probe" }.count == 31)
            let started = events.filter { $0["event"] as? String == "Session Started" }
            let ended = try #require(events.first { $0["event"] as? String == "Session Ended" })
            try #require(started.count == 2)
            let killedSession = try #require(Self.sessionId(started[0]))
            let probes = events.filter { $0["event"] as? String == "Crash Probe" && Self.sessionId($0) == killedSession }
            #expect(probes.count == 30)
            let lastEvent = probes.map(Self.millis).max() ?? 0
            let end = Self.millis(ended)
            #expect(Self.sessionId(ended) == killedSession)
            #expect(end <= lastEvent, "the end is never after the last event")
            #expect(end > lastEvent - 1_000, "the end is the last activity recorded, within a second")
            let duration = (ended["properties"] as? [String: Any])?["duration_seconds"] as? Int
            #expect(duration == Int((end - killedSession) / 1000))
            #expect(Self.sessionId(started[1])! > lastEvent + 1_000)
        }
    }
}
