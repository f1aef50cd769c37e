import Foundation
import TrackPlanCollector

/// The session invariants the crash-point test checks at each crash point, over the events that arrived from the
/// point's install (its anonymous ids): no session id started twice, each session ended at most once, every
/// session but the newest ended (a session cut by the kill ends at a later launch), and each end is the session's
/// last recorded activity: never after its last event, less than a second before it (activity is saved at most
/// once a second), with `duration_seconds` = end - start, never a made-up length. One exception: a call records its
/// activity before its event is queued, so the call the kill interrupted may have recorded activity whose event
/// the kill lost; then the session it cut ends after its last event that arrived, by less than the idle timeout
/// (the call was within it) and before the next session started (no end made up at the next launch).
enum CrashPointSessions {
    typealias Object = [String: Any]

    static func object(_ event: AcceptedEvent) -> Object {
        (try? JSONSerialization.jsonObject(with: event.json) as? Object) ?? [:]
    }

    /// The `number` property of a `Crash Probe` event.
    static func number(_ object: Object) -> Int? { (object["properties"] as? Object)?["number"] as? Int }

    static func sessionId(_ object: Object) -> Int64? { ((object["context"] as? Object)?["sessionId"] as? NSNumber)?.int64Value }

    static func millis(_ object: Object) -> Int64 {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let date = (object["timestamp"] as? String).flatMap(formatter.date(from:))
        return Int64(((date?.timeIntervalSince1970 ?? 0) * 1000).rounded())
    }

    /// Each broken invariant, as a sentence; empty when all hold. `point` is the crash point's number (the probe
    /// numbers it tracked are `point * 1000 + …`). `purges`: the script withdraws or forgets, so a session's last
    /// events (a `forget()`: its `Session Ended` too) may never arrive; then an end may be after the last event
    /// that did, and a session may have no end.
    /// `idleTimeoutMillis`: the scripts' (`TRACKPLAN_HARNESS_IDLE_TIMEOUT=1`).
    static func violations(in all: [Object], point: Int, purges: Bool = false, idleTimeoutMillis: Int64 = 1_000) -> [String] {
        let installs = Set(
            all.filter { number($0).map { $0 / 1_000 == point } ?? false }
                .compactMap { $0["anonymousId"] as? String })
        let events = all.filter { ($0["anonymousId"] as? String).map(installs.contains) ?? false }
        let started = events.filter { $0["event"] as? String == "Session Started" }.compactMap(sessionId)
        let ended = events.filter { $0["event"] as? String == "Session Ended" }
        var problems: [String] = []
        let startedTwice = Dictionary(grouping: started, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        if !startedTwice.isEmpty { problems.append("sessions started twice: \(startedTwice)") }
        let endedTwice = Dictionary(grouping: ended.compactMap(sessionId), by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        if !endedTwice.isEmpty { problems.append("sessions ended twice: \(endedTwice)") }
        let sessions = Set(events.compactMap(sessionId)).sorted()
        let unended = sessions.dropLast().filter { id in !ended.contains { sessionId($0) == id } }
        if !unended.isEmpty, !purges { problems.append("sessions never ended: \(unended) of \(sessions)") }
        var interruptedCallEnds = 0
        for end in ended {
            guard let id = sessionId(end) else { continue }
            let activity = events.filter { sessionId($0) == id && $0["event"] as? String != "Session Ended" }.map(millis)
            let last = activity.max() ?? id
            let at = millis(end)
            let duration = (end["properties"] as? Object)?["duration_seconds"] as? Int
            let next = sessions.first { $0 > id }
            let interruptedCall = at > last && at - last < idleTimeoutMillis && next.map { at < $0 } ?? false
            if interruptedCall { interruptedCallEnds += 1 }
            if (at > last && !purges && !interruptedCall) || at <= last - 1_000 {
                problems.append("session \(id) ended at \(at), its last event at \(last)")
            }
            if duration != Int((at - id) / 1_000) { problems.append("session \(id) ended at \(at) with duration \(duration ?? -1)") }
        }
        if interruptedCallEnds > 1, !purges {
            problems.append("\(interruptedCallEnds) sessions ended after their last event (one call was interrupted)")
        }
        return problems
    }
}
