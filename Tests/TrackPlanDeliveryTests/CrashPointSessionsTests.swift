import Foundation
import Testing

/// The crash-point test's session invariants on hand-made arrivals: the session the kill cut may end at the
/// interrupted call's recorded activity, after its last event that arrived, but never at the next launch.
@Suite struct CrashPointSessionsTests {
    static let start: Int64 = 1_795_752_373_922

    static func event(_ name: String, session: Int64, at millis: Int64, properties: [String: Any] = [:]) -> [String: Any] {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let timestamp = formatter.string(from: Date(timeIntervalSince1970: Double(millis) / 1_000))
        return [
            "anonymousId": "install", "event": name, "timestamp": timestamp, "context": ["sessionId": NSNumber(value: session)],
            "properties": properties,
        ]
    }

    /// A session with a probe event at `last`, ended at `end`, then the next launch's session at `next`.
    static func arrivals(last: Int64, end: Int64, next: Int64) -> [[String: Any]] {
        [
            event("Session Started", session: start, at: start),
            event("Crash Probe", session: start, at: last, properties: ["number": 19_005]),
            event("Session Ended", session: start, at: end, properties: ["duration_seconds": Int((end - start) / 1_000)]),
            event("Session Started", session: next, at: next),
        ]
    }

    @Test func theInterruptedCallsActivityMayEndTheCutSessionAfterItsLastEvent() {
        let arrived = Self.arrivals(last: Self.start + 955, end: Self.start + 1_255, next: Self.start + 1_289)
        #expect(CrashPointSessions.violations(in: arrived, point: 19).isEmpty)
    }

    @Test func anEndMadeUpAtTheNextLaunchIsCaught() {
        let arrived = Self.arrivals(last: Self.start + 955, end: Self.start + 1_289, next: Self.start + 1_289)
        #expect(CrashPointSessions.violations(in: arrived, point: 19).count == 1)
    }

    @Test func anEndAnIdleTimeoutAfterTheLastEventIsCaught() {
        let arrived = Self.arrivals(last: Self.start + 955, end: Self.start + 1_955, next: Self.start + 3_000)
        #expect(CrashPointSessions.violations(in: arrived, point: 19).count == 1)
    }
}
