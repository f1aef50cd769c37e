import Foundation
import NIOCore
import PostgresNIO

extension PostgresMessageStore {
    static let columns = "id, message_id, type, event, user_id, anonymous_id, received_at, valid, duplicate, write_key, problems, raw"

    public func events(status: StatusFilter, event: String?, limit: Int) async throws -> [StoredMessage] {
        var conditions: [String] = []
        var bindings = PostgresBindings()
        switch status {
        case .valid: conditions.append("valid")
        case .invalid: conditions.append("NOT valid")
        case .all: break
        }
        if let event {
            bindings.append(event)
            conditions.append("event = $\(bindings.count)")
        }
        bindings.append(limit)
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let sql = "SELECT \(Self.columns) FROM messages \(filter) ORDER BY id DESC LIMIT $\(bindings.count)"
        return try await rows(PostgresQuery(unsafeSQL: sql, binds: bindings)).map(Self.message(from:))
    }

    public func messages(after cursor: Int64, limit: Int) async throws -> [StoredMessage] {
        try await rows("SELECT \(unescaped: Self.columns) FROM messages WHERE id > \(cursor) ORDER BY id LIMIT \(limit)").map(
            Self.message(from:))
    }

    public func lastID() async throws -> Int64 {
        try await rows("SELECT COALESCE(MAX(id), 0)::BIGINT FROM messages").first?.decode(Int64.self) ?? 0
    }

    static func message(from row: PostgresRow) throws -> StoredMessage {
        let (id, messageId, type, event, userId, anonymousId, receivedAt, valid, duplicate, writeKey, problemsText, raw) = try row.decode(
            (Int64, String?, String?, String?, String?, String?, String, Bool, Bool, String?, String, ByteBuffer).self)
        let problems = (try? JSONDecoder().decode([Problem].self, from: Data(problemsText.utf8))) ?? []
        return StoredMessage(
            id: id, messageId: messageId, type: type, event: event, userId: userId, anonymousId: anonymousId, receivedAt: receivedAt,
            valid: valid, duplicate: duplicate, writeKey: writeKey, problems: problems, raw: Array(raw.readableBytesView))
    }

    public func summary() async throws -> StoreSummary {
        let totals = try await rows(
            """
            SELECT COUNT(*)::BIGINT, COUNT(*) FILTER (WHERE valid)::BIGINT, COUNT(*) FILTER (WHERE duplicate)::BIGINT,
                MIN(received_at), MAX(received_at) FROM messages
            """)
        let groups = try await rows(
            """
            SELECT type, event, BOOL_AND(planned), COUNT(*)::BIGINT, COUNT(*) FILTER (WHERE valid)::BIGINT, MIN(received_at),
                MAX(received_at) FROM messages GROUP BY type, event ORDER BY COUNT(*) DESC, type, event
            """)
        var summary = StoreSummary()
        if let row = totals.first {
            let (total, valid, duplicates, first, last) = try row.decode((Int64, Int64, Int64, String?, String?).self)
            summary.total = Int(total)
            summary.valid = Int(valid)
            summary.duplicates = Int(duplicates)
            summary.firstSeen = first
            summary.lastSeen = last
        }
        summary.groups = try groups.map { row in
            let (type, event, planned, total, valid, first, last) = try row.decode(
                (String?, String?, Bool, Int64, Int64, String?, String?).self)
            return StoreSummary.Group(
                type: type, event: event, planned: planned, total: Int(total), valid: Int(valid), firstSeen: first, lastSeen: last)
        }
        return summary
    }
}

extension PostgresMessageStore {
    public func messages(ids: [Int64]) async throws -> [StoredMessage] {
        guard !ids.isEmpty else { return [] }
        return try await rows("SELECT \(unescaped: Self.columns) FROM messages WHERE id = ANY(\(ids))").map(Self.message(from:))
    }
}
