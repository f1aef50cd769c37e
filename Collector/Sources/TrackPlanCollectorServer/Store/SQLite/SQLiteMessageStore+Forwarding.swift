import GRDB

/// The forwarding queue is the `forward` column of `messages` (`ForwardState`'s raw values).
extension SQLiteMessageStore {
    public func pendingForward(limit: Int) async throws -> [StoredMessage] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: "SELECT \(Self.columns) FROM messages WHERE forward = 1 ORDER BY id LIMIT ?", arguments: [limit])
                .map(Self.message(from:))
        }
    }

    public func markForwarded(_ ids: [Int64], state: ForwardState) async throws {
        try await pool.write { db in
            let update = try db.cachedStatement(sql: "UPDATE messages SET forward = ? WHERE id = ?")
            for id in ids { try update.execute(arguments: [state.rawValue, id]) }
        }
    }

    public func markForwardAttempt(_ ids: [Int64]) async throws {
        try await pool.write { db in
            let update = try db.cachedStatement(
                sql:
                    "UPDATE messages SET forward_attempts = forward_attempts + 1, forward = CASE WHEN forward_attempts + 1 >= ? THEN 3 ELSE forward END WHERE id = ?"
            )
            for id in ids { try update.execute(arguments: [maxForwardAttempts, id]) }
        }
    }

    public func forwardCounts() async throws -> [ForwardState: Int] {
        try await pool.read { db in
            var counts: [ForwardState: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT forward, COUNT(*) AS n FROM messages GROUP BY forward") {
                if let state = ForwardState(rawValue: row["forward"]) { counts[state] = row["n"] }
            }
            return counts
        }
    }
}
