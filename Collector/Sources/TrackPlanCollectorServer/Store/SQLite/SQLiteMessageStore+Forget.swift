import GRDB

/// Forget requests: recorded, their ids added to `forgotten_ids` (which `ingest` checks), and the matching messages
/// deleted, in one transaction. SQLite has one writer, so no ingest can slip between the record and the erasure.
extension SQLiteMessageStore {
    public func forget(_ request: ForgetRequest) async throws -> ForgetOutcome {
        try await pool.write { db in
            if let key = request.idempotencyKey,
                try Bool.fetchOne(db, sql: "SELECT 1 FROM forget_requests WHERE idempotency_key = ?", arguments: [key]) == true
            {
                return ForgetOutcome(recorded: false, erased: 0)
            }
            var erased = 0
            if let userId = request.userId {
                try db.execute(sql: "INSERT OR IGNORE INTO forgotten_ids (kind, id) VALUES ('user', ?)", arguments: [userId])
                try db.execute(sql: "DELETE FROM messages WHERE user_id = ?", arguments: [userId])
                erased += db.changesCount
            }
            if let anonymousId = request.anonymousId {
                try db.execute(sql: "INSERT OR IGNORE INTO forgotten_ids (kind, id) VALUES ('anonymous', ?)", arguments: [anonymousId])
                try db.execute(sql: "DELETE FROM messages WHERE anonymous_id = ?", arguments: [anonymousId])
                erased += db.changesCount
            }
            try db.execute(
                sql: """
                    INSERT INTO forget_requests (user_id, anonymous_id, message_id, idempotency_key, received_at, erased)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [request.userId, request.anonymousId, request.messageId, request.idempotencyKey, request.receivedAt, erased])
            return ForgetOutcome(recorded: true, erased: erased)
        }
    }

    public func forgetRequests() async throws -> [ForgetRequest] {
        try await pool.read { db in
            try Row.fetchAll(
                db, sql: "SELECT user_id, anonymous_id, message_id, idempotency_key, received_at FROM forget_requests ORDER BY id"
            ).map {
                ForgetRequest(
                    userId: $0["user_id"], anonymousId: $0["anonymous_id"], messageId: $0["message_id"],
                    idempotencyKey: $0["idempotency_key"], receivedAt: $0["received_at"])
            }
        }
    }
}
