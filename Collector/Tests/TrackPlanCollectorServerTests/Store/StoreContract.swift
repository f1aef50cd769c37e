import Foundation
import Testing

@testable import TrackPlanCollectorServer

/// What every `MessageStore` promises, as checks that run against SQLite and PostgreSQL alike. `open` returns a new
/// store object on the same storage each time it is called (a second instance, or a reopened file).
enum StoreContract: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case storesAndLists, idempotencyKeyOnce, duplicateMessageIdsFlagged, concurrentInstancesStoreOnce, forgetErasesAndDropsLater,
        retentionByAgeAndCount, forwardingQueue, cursorReads, summaryCounts, resetKeepsForgetRequests, reopenKeepsEverything

    var testDescription: String { rawValue }

    typealias Open = @Sendable () async throws -> any MessageStore

    func check(_ open: Open) async throws {
        let store = try await open()
        switch self {
        case .storesAndLists: try await Self.storesAndLists(store)
        case .idempotencyKeyOnce: try await Self.idempotencyKeyOnce(store)
        case .duplicateMessageIdsFlagged: try await Self.duplicateMessageIdsFlagged(store)
        case .concurrentInstancesStoreOnce: try await Self.concurrentInstancesStoreOnce(store, try await open())
        case .forgetErasesAndDropsLater: try await Self.forgetErasesAndDropsLater(store)
        case .retentionByAgeAndCount: try await Self.retentionByAgeAndCount(store)
        case .forwardingQueue: try await Self.forwardingQueue(store)
        case .cursorReads: try await Self.cursorReads(store)
        case .summaryCounts: try await Self.summaryCounts(store)
        case .resetKeepsForgetRequests: try await Self.resetKeepsForgetRequests(store)
        case .reopenKeepsEverything: try await Self.reopenKeepsEverything(store, open)
        }
    }

    /// Messages of the example plan, validated: `Product Viewed` (valid, or invalid with a bad price) for `user`.
    static let validator = try! PlanSource(directory: RunningCollector.examplePlan).validator

    static func messages(_ ids: [String?], user: String? = nil, anonymous: String = "anon-1", invalid: Set<Int> = []) -> [ValidatedMessage] {
        ids.enumerated().map { offset, messageId in
            var fields = [
                #""type":"track""#, #""event":"Product Viewed""#, "\"anonymousId\":\"\(anonymous)\"",
                "\"properties\":{\"product_id\":\"SHO-10442\",\"price\":\(invalid.contains(offset) ? "\"free\"" : "19.99"),\"currency\":\"USD\"}",
            ]
            if let messageId { fields.append("\"messageId\":\"\(messageId)\"") }
            if let user { fields.append("\"userId\":\"\(user)\"") }
            let body = Array(("{" + fields.joined(separator: ",") + "}").utf8)
            let received = try! RequestParser.messages(in: body, endpoint: .track, limits: SegmentLimits())[0]
            return ValidatedMessage(received: received, problems: validator.problems(in: received))
        }
    }

    @discardableResult
    static func ingest(
        _ store: any MessageStore, _ messages: [ValidatedMessage], key: String? = nil, at receivedAt: String = "2026-11-26T10:00:00.000Z",
        forward: Bool = false
    ) async throws -> IngestOutcome {
        try await store.ingest(
            messages, idempotencyKey: key, receivedAt: receivedAt, writeKey: "wk", forward: Array(repeating: forward, count: messages.count))
    }

    static func storesAndLists(_ store: any MessageStore) async throws {
        guard case .stored(let stored, forgotten: 0) = try await ingest(store, messages(["a", "b", nil], user: "u-1", invalid: [1])) else {
            Issue.record("not stored")
            return
        }
        #expect(stored.map(\.messageId) == ["a", "b", nil])
        #expect(stored.map(\.valid) == [true, false, true])
        #expect(stored[0].id < stored[1].id && stored[1].id < stored[2].id)
        let all = try await store.events(status: .all, event: nil, limit: 10)
        #expect(all.map(\.messageId) == [nil, "b", "a"])
        #expect(all[2].userId == "u-1" && all[2].anonymousId == "anon-1" && all[2].writeKey == "wk" && all[2].type == "track")
        #expect(all[2].receivedAt == "2026-11-26T10:00:00.000Z" && all[2].event == "Product Viewed")
        #expect(String(decoding: all[2].raw, as: UTF8.self).contains("\"messageId\":\"a\""))
        let invalid = try await store.events(status: .invalid, event: nil, limit: 10)
        #expect(invalid.map(\.messageId) == ["b"])
        #expect(invalid[0].problems.contains { $0.pointer.hasPrefix("/properties/price") })
        #expect(try await store.events(status: .valid, event: "Product Viewed", limit: 1).map(\.messageId) == [nil])
        #expect(try await store.events(status: .all, event: "Other", limit: 10).isEmpty)
    }

    static func idempotencyKeyOnce(_ store: any MessageStore) async throws {
        guard case .stored = try await ingest(store, messages(["a"]), key: "k-1") else { Issue.record("first not stored"); return }
        guard case .duplicateRequest = try await ingest(store, messages(["b"]), key: "k-1") else { Issue.record("second stored"); return }
        #expect(try await store.events(status: .all, event: nil, limit: 10).map(\.messageId) == ["a"])
    }

    static func duplicateMessageIdsFlagged(_ store: any MessageStore) async throws {
        try await ingest(store, messages(["a", "a"]))
        try await ingest(store, messages(["a", "c"]))
        let all = try await store.events(status: .all, event: nil, limit: 10).reversed().map { "\($0.messageId ?? "-"):\($0.duplicate)" }
        #expect(all.sorted() == ["a:false", "a:true", "a:true", "c:false"])
        #expect(try await store.summary().duplicates == 2)
    }

    /// Two store objects on one storage, eight writers sending the same keyed batches and the same message ids to
    /// both at once: each batch is stored once and each message id has exactly one first sighting.
    static func concurrentInstancesStoreOnce(_ first: any MessageStore, _ second: any MessageStore) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                let store = writer % 2 == 0 ? first : second
                group.addTask {
                    for batch in 0..<10 {
                        let ids = (0..<20).map { "m-\(batch)-\($0)" }
                        try await ingest(store, messages(ids), key: "batch-\(batch)")
                        try await ingest(store, messages(ids.reversed()))
                    }
                }
            }
            try await group.waitForAll()
        }
        let all = try await first.events(status: .all, event: nil, limit: 100_000)
        let firsts = all.filter { !$0.duplicate }.compactMap(\.messageId)
        #expect(firsts.count == 200)
        #expect(Set(firsts).count == 200)
        #expect(all.count == 200 + 8 * 10 * 20)
    }

    static func forgetErasesAndDropsLater(_ store: any MessageStore) async throws {
        try await ingest(store, messages(["a", "b"], user: "u-1"))
        try await ingest(store, messages(["c"], user: "u-2", anonymous: "anon-9"))
        try await ingest(store, messages(["d"], user: "u-3"))
        let request = ForgetRequest(userId: "u-1", anonymousId: "anon-9", idempotencyKey: "f-1", receivedAt: "2026-11-26T11:00:00.000Z")
        #expect(try await store.forget(request) == ForgetOutcome(recorded: true, erased: 3))
        #expect(try await store.forget(request) == ForgetOutcome(recorded: false, erased: 0))
        #expect(try await store.events(status: .all, event: nil, limit: 10).map(\.messageId) == ["d"])
        guard case .stored(let stored, let forgotten) = try await ingest(store, messages(["e"], user: "u-1") + messages(["f"], user: "u-4"))
        else { Issue.record("not stored"); return }
        #expect(stored.map(\.messageId) == ["f"])
        #expect(forgotten == 1)
        guard case .stored(_, forgotten: 1) = try await ingest(store, messages(["g"], anonymous: "anon-9")) else {
            Issue.record("a forgotten anonymous id was stored"); return
        }
        #expect(try await store.forgetRequests() == [request])
    }

    static func retentionByAgeAndCount(_ store: any MessageStore) async throws {
        for day in 1...5 { try await ingest(store, messages(["d\(day)-1", "d\(day)-2"]), key: "k\(day)", at: "2026-11-0\(day)T10:00:00.000Z") }
        let now = try #require(ISO8601DateFormatter().date(from: "2026-11-06T10:00:00Z"))
        let policy = RetentionPolicy(maxAge: .seconds(3 * 86_400 + 60))
        #expect(try await store.deleteExpired(policy, now: now, limit: 3) == 3)
        #expect(try await store.deleteExpired(policy, now: now, limit: 3) == 1)
        #expect(try await store.deleteExpired(policy, now: now, limit: 3) == 0)
        #expect(try await store.events(status: .all, event: nil, limit: 10).count == 6)
        // The idempotency key of an expired batch went too: the batch can be stored again.
        guard case .stored = try await ingest(store, messages(["again"]), key: "k1") else { Issue.record("k1 was kept"); return }
        #expect(try await store.deleteExpired(RetentionPolicy(maxCount: 4), now: now, limit: 100) == 3)
        #expect(try await store.events(status: .all, event: nil, limit: 10).map(\.messageId) == ["again", "d5-2", "d5-1", "d4-2"])
    }

    static func forwardingQueue(_ store: any MessageStore) async throws {
        try await ingest(store, messages(["a", "b", "c"]), forward: true)
        try await ingest(store, messages(["d"]))
        let pending = try await store.pendingForward(limit: 2)
        #expect(pending.map(\.messageId) == ["a", "b"])
        try await store.markForwarded([pending[0].id], state: .delivered)
        for _ in 0..<maxForwardAttempts { try await store.markForwardAttempt([pending[1].id]) }
        #expect(try await store.pendingForward(limit: 10).map(\.messageId) == ["c"])
        #expect(try await store.forwardCounts() == [.none: 1, .pending: 1, .delivered: 1, .rejected: 1])
    }

    static func cursorReads(_ store: any MessageStore) async throws {
        #expect(try await store.lastID() == 0)
        guard case .stored(let stored, _) = try await ingest(store, messages(["a", "b", "c"])) else { Issue.record("not stored"); return }
        #expect(try await store.lastID() == stored[2].id)
        #expect(try await store.messages(after: stored[0].id, limit: 10).map(\.messageId) == ["b", "c"])
        #expect(try await store.messages(after: stored[0].id, limit: 1).map(\.messageId) == ["b"])
        #expect(try await store.messages(ids: [stored[2].id, stored[0].id, 999_999]).compactMap(\.messageId).sorted() == ["a", "c"])
    }

    static func summaryCounts(_ store: any MessageStore) async throws {
        try await ingest(store, messages(["a", "b", "b"], invalid: [0]), at: "2026-11-26T10:00:00.000Z")
        try await ingest(store, messages(["c"]), at: "2026-11-26T12:00:00.000Z")
        let summary = try await store.summary()
        #expect(summary.total == 4 && summary.valid == 3 && summary.duplicates == 1)
        #expect(summary.firstSeen == "2026-11-26T10:00:00.000Z" && summary.lastSeen == "2026-11-26T12:00:00.000Z")
        #expect(
            summary.groups == [
                StoreSummary.Group(
                    type: "track", event: "Product Viewed", planned: true, total: 4, valid: 3, firstSeen: "2026-11-26T10:00:00.000Z",
                    lastSeen: "2026-11-26T12:00:00.000Z")
            ])
    }

    static func resetKeepsForgetRequests(_ store: any MessageStore) async throws {
        try await ingest(store, messages(["a"]), key: "k")
        _ = try await store.forget(ForgetRequest(userId: "u-9", anonymousId: nil, receivedAt: "2026-11-26T10:00:00.000Z"))
        try await store.reset()
        #expect(try await store.events(status: .all, event: nil, limit: 10).isEmpty)
        guard case .stored = try await ingest(store, messages(["a"]), key: "k") else { Issue.record("the key survived reset"); return }
        #expect(try await store.forgetRequests().count == 1)
    }

    static func reopenKeepsEverything(_ store: any MessageStore, _ open: Open) async throws {
        try await ingest(store, messages(["a"]), key: "k")
        _ = try await store.forget(ForgetRequest(userId: "u-9", anonymousId: nil, receivedAt: "2026-11-26T10:00:00.000Z"))
        let reopened = try await open()
        #expect(try await reopened.events(status: .all, event: nil, limit: 10).map(\.messageId) == ["a"])
        guard case .duplicateRequest = try await ingest(reopened, messages(["b"]), key: "k") else { Issue.record("key lost"); return }
        guard case .stored(_, forgotten: 1) = try await ingest(reopened, messages(["c"], user: "u-9")) else { Issue.record("forget lost"); return }
    }
}
