import Foundation
import GRDB

extension SQLiteMessageStore {
    static let columns = """
        id, message_id, type, event, user_id, anonymous_id, received_at, valid, duplicate, write_key, problems, raw
        """

    public func events(status: StatusFilter, event: String?, limit: Int) async throws -> [StoredMessage] {
        try await pool.read { db in
            var conditions: [String] = []
            var arguments: StatementArguments = []
            switch status {
            case .valid: conditions.append("valid = 1")
            case .invalid: conditions.append("valid = 0")
            case .all: break
            }
            if let event {
                conditions.append("event = ?")
                _ = arguments.append(contentsOf: [event])
            }
            let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
            _ = arguments.append(contentsOf: [limit])
            return try Row.fetchAll(db, sql: "SELECT \(Self.columns) FROM messages \(filter) ORDER BY id DESC LIMIT ?", arguments: arguments)
                .map(Self.message(from:))
        }
    }

    public func messages(after cursor: Int64, limit: Int) async throws -> [StoredMessage] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: "SELECT \(Self.columns) FROM messages WHERE id > ? ORDER BY id LIMIT ?", arguments: [cursor, limit])
                .map(Self.message(from:))
        }
    }

    public func lastID() async throws -> Int64 {
        try await pool.read { db in try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(id), 0) FROM messages") ?? 0 }
    }

    static func message(from row: Row) -> StoredMessage {
        let problemsText: String = row["problems"]
        let problems = (try? JSONDecoder().decode([Problem].self, from: Data(problemsText.utf8))) ?? []
        let raw: Data = row["raw"]
        return StoredMessage(
            id: row["id"], messageId: row["message_id"], type: row["type"], event: row["event"], userId: row["user_id"],
            anonymousId: row["anonymous_id"], receivedAt: row["received_at"], valid: row["valid"], duplicate: row["duplicate"],
            writeKey: row["write_key"], problems: problems, raw: [UInt8](raw))
    }

    public func summary() async throws -> StoreSummary {
        try await pool.read { db in
            let totals = try Row.fetchOne(
                db,
                sql: """
                    SELECT COUNT(*) AS total, COALESCE(SUM(valid), 0) AS valid, COALESCE(SUM(duplicate), 0) AS duplicates,
                        MIN(received_at) AS first, MAX(received_at) AS last FROM messages
                    """)!
            let groups = try Row.fetchAll(
                db,
                sql: """
                    SELECT type, event, MIN(planned) AS planned, COUNT(*) AS total, SUM(valid) AS valid,
                        MIN(received_at) AS first, MAX(received_at) AS last FROM messages
                    GROUP BY type, event ORDER BY total DESC, type, event
                    """)
            return StoreSummary(
                total: totals["total"], valid: totals["valid"], duplicates: totals["duplicates"], firstSeen: totals["first"],
                lastSeen: totals["last"],
                groups: groups.map {
                    StoreSummary.Group(
                        type: $0["type"], event: $0["event"], planned: $0["planned"], total: $0["total"], valid: $0["valid"],
                        firstSeen: $0["first"], lastSeen: $0["last"])
                })
        }
    }
}

extension SQLiteMessageStore {
    public func messages(ids: [Int64]) async throws -> [StoredMessage] {
        guard !ids.isEmpty else { return [] }
        return try await pool.read { db in
            let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
            return try Row.fetchAll(db, sql: "SELECT \(Self.columns) FROM messages WHERE id IN (\(marks))", arguments: StatementArguments(ids))
                .map(Self.message(from:))
        }
    }
}
