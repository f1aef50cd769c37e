import Foundation
import GRDB

/// Which messages `GET /api/events` lists.
public enum StatusFilter: String, Sendable {
    case valid, invalid, all
}

extension MessageStore {
    /// Newest first, at most `limit`, filtered by validity and event name.
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
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, message_id, type, event, user_id, anonymous_id, received_at, valid, duplicate, write_key,
                        problems, raw FROM messages \(filter) ORDER BY id DESC LIMIT ?
                    """, arguments: arguments)
            return rows.map(Self.message(from:))
        }
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

    /// `GET /api/summary`: totals, counts per type and event by status, unplanned names, first and last seen.
    public func summaryJSON() async throws -> String {
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
            let total: Int = totals["total"]
            let valid: Int = totals["valid"]
            var out = "{\"total\":\(total),\"valid\":\(valid),\"invalid\":\(total - valid)"
            out += ",\"duplicates\":\(totals["duplicates"] as Int)"
            out += ",\"firstSeen\":\(StoredMessage.quote(totals["first"])),\"lastSeen\":\(StoredMessage.quote(totals["last"]))"
            var unplanned: [String] = []
            let entries = groups.map { row -> String in
                let count: Int = row["total"]
                let validCount: Int = row["valid"]
                let planned: Bool = row["planned"]
                let event: String? = row["event"]
                if !planned, let event { unplanned.append(event) }
                return "{\"type\":\(StoredMessage.quote(row["type"])),\"event\":\(StoredMessage.quote(event)),\"planned\":\(planned)"
                    + ",\"total\":\(count),\"valid\":\(validCount),\"invalid\":\(count - validCount)"
                    + ",\"firstSeen\":\(StoredMessage.quote(row["first"])),\"lastSeen\":\(StoredMessage.quote(row["last"]))}"
            }
            out += ",\"events\":[" + entries.joined(separator: ",") + "]"
            out += ",\"unplanned\":[" + unplanned.sorted().map { StoredMessage.quote($0) }.joined(separator: ",") + "]}"
            return out
        }
    }
}
