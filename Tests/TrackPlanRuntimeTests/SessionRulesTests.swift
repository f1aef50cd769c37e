import Foundation
import Testing

@testable import TrackPlan

/// The session rules, step by step: each row is what happens at a time (seconds after the start) and what the rules
/// decide. Background timeout 300 s, idle timeout 1,800 s.
@Suite struct SessionRulesTests {
    enum Step {
        case launch, event, background, foreground
    }

    /// What a step decided, in seconds: an end `(id, last activity)`, a start `id`.
    enum Outcome: Equatable {
        case ended(id: Int64, last: Int64)
        case started(id: Int64)
    }

    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let steps: [(Int64, Step)]
        /// The outcomes of every step, in order.
        let expected: [Outcome]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "a launch starts a session", steps: [(0, .launch)], expected: [.started(id: 0)]),
        Row(
            name: "events within the idle timeout stay in the session", steps: [(0, .launch), (60, .event), (1_859, .event)],
            expected: [.started(id: 0)]),
        Row(
            name: "30 minutes idle: the next event ends the session at its last activity and starts one",
            steps: [(0, .launch), (60, .event), (1_860, .event)], expected: [.started(id: 0), .ended(id: 0, last: 60), .started(id: 1_860)]),
        Row(
            name: "a short background keeps the session", steps: [(0, .launch), (10, .background), (309, .foreground), (320, .event)],
            expected: [.started(id: 0)]),
        Row(
            name: "5 minutes in the background: the return starts a session",
            steps: [(0, .launch), (10, .background), (310, .foreground), (320, .event)],
            expected: [.started(id: 0), .ended(id: 0, last: 10), .started(id: 310)]),
        Row(
            name: "an event in a long background starts the session, the return does not start another",
            steps: [(0, .launch), (10, .background), (400, .event), (500, .foreground)],
            expected: [.started(id: 0), .ended(id: 0, last: 10), .started(id: 400)]),
        Row(
            name: "a clock set back never shortens a session nor repeats an id",
            steps: [(100, .launch), (50, .event), (2_000, .event)], expected: [.started(id: 100), .ended(id: 100, last: 100), .started(id: 2_000)]),
    ]

    @Test(arguments: rows) func rule(_ row: Row) {
        var rules = SessionRules(backgroundTimeoutMillis: 300_000, idleTimeoutMillis: 1_800_000)
        var outcomes: [Outcome] = []
        for (second, step) in row.steps {
            let now = second * 1000
            let changes =
                switch step {
                case .launch: rules.launch(now: now)
                case .event: rules.activity(at: now)
                case .background: rules.didEnterBackground(at: now)
                case .foreground: rules.didBecomeActive(at: now)
                }
            outcomes += changes.map {
                switch $0 {
                case .ended(let session): .ended(id: session.id / 1000, last: session.lastActivityMillis / 1000)
                case .started(let session): .started(id: session.id / 1000)
                }
            }
        }
        #expect(outcomes == row.expected)
    }

    @Test func aRelaunchEndsTheStoredSessionAtItsLastActivity() {
        let stored = SessionRecord(
            current: Session(id: 1_000, lastActivityMillis: 61_000), history: SessionHistory(sessionCount: 1, distinctDays: 1, lastDay: 0))
        var rules = SessionRules(backgroundTimeoutMillis: 300_000, idleTimeoutMillis: 1_800_000, stored: stored)
        #expect(!rules.isNewInstall)
        let changes = rules.launch(now: 90_000)
        #expect(changes == [.ended(Session(id: 1_000, lastActivityMillis: 61_000)), .started(Session(id: 90_000, lastActivityMillis: 90_000))])
        #expect(rules.history.previousSessionSeconds == 60)
        #expect(rules.history.sessionCount == 2)
    }

    @Test func retentionFiguresCountSessionsAndDistinctLocalDays() {
        let day: Int64 = 86_400_000
        var rules = SessionRules(backgroundTimeoutMillis: 300_000, idleTimeoutMillis: 1_800_000, utcOffsetSeconds: 3_600)
        _ = rules.launch(now: 22 * 3_600_000)  // 1970-01-01 22:00 UTC, 23:00 local
        #expect(
            rules.retention
                == RetentionFigures(
                    sessionCount: 1, distinctDaysUsed: 1, previousSessionSeconds: nil, firstSessionDate: "1970-01-01", isNewInstall: true))
        _ = rules.activity(at: 22 * 3_600_000 + 1_000)
        _ = rules.activity(at: 23 * 3_600_000 + 1_000)  // idle 1 h, and midnight local: a new day
        #expect(rules.retention.sessionCount == 2)
        #expect(rules.retention.distinctDaysUsed == 2)
        #expect(rules.retention.previousSessionSeconds == 1)
        _ = rules.activity(at: 23 * 3_600_000 + day / 2)  // the same local day
        #expect(rules.retention.distinctDaysUsed == 2)
        #expect(rules.retention.sessionCount == 3)
    }

    @Test func aRecordWithoutAnIdentityBeforeIsANewInstallOnlyOnce() {
        #expect(SessionRules(backgroundTimeoutMillis: 1, idleTimeoutMillis: 1).isNewInstall)
        #expect(!SessionRules(backgroundTimeoutMillis: 1, idleTimeoutMillis: 1, hasPriorInstall: true).isNewInstall)
        var rules = SessionRules(backgroundTimeoutMillis: 1, idleTimeoutMillis: 1)
        rules.installAnnounced()
        #expect(!rules.isNewInstall)
    }

    @Test func messageIdsAreStablePerSessionAndDifferByKindAndInstall() {
        let session = Session(id: 1_800_000_000_000, lastActivityMillis: 1_800_000_060_000)
        let record = SessionRecord(current: nil, history: SessionHistory(), salt: 42)
        let other = SessionRecord(current: nil, history: SessionHistory(), salt: 43)
        #expect(record.messageId(for: .ended(session)) == record.messageId(for: .ended(session)))
        #expect(record.messageId(for: .ended(session)) != record.messageId(for: .started(session)))
        #expect(record.messageId(for: .ended(session)) != other.messageId(for: .ended(session)))
        #expect(record.messageId(for: .ended(session)).uuidString.dropFirst(14).hasPrefix("8"))
    }

    /// Every bit of the session id shows in the message id: sessions that started 4.096 s apart once shared them
    /// (the version nibble overwrote id bits 15-12), and a collector deduplicating by `messageId` dropped one.
    @Test func messageIdsDifferForSessionsThatDifferInAnyBit() {
        let record = SessionRecord(current: nil, history: SessionHistory(), salt: 42)
        let base = Session(id: 1_795_737_167_184, lastActivityMillis: 1_795_737_167_184)
        var seen: Set<UUID> = [record.messageId(for: .ended(base)), record.messageId(for: .started(base))]
        for bit in 0..<62 {
            let session = Session(id: base.id ^ (1 << Int64(bit)), lastActivityMillis: base.id)
            #expect(seen.insert(record.messageId(for: .ended(session))).inserted, "id bit \(bit) lost")
            #expect(seen.insert(record.messageId(for: .started(session))).inserted, "id bit \(bit) lost")
        }
        let variant = record.messageId(for: .started(base)).uuid.8
        #expect(variant & 0xC0 == 0x80)
    }
}
