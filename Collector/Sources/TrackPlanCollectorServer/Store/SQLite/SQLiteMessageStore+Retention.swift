import Foundation
import GRDB

/// Retention: one short write transaction per batch, so ingestion (which waits for SQLite's one writer) waits at
/// most one batch.
extension SQLiteMessageStore {
    public func deleteExpired(_ policy: RetentionPolicy, now: Date, limit: Int) async throws -> Int {
        try await pool.write { db in
            var deleted = 0
            if let cutoff = policy.cutoff(now: now) {
                try db.execute(
                    sql: "DELETE FROM messages WHERE id IN (SELECT id FROM messages WHERE received_at < ? ORDER BY id LIMIT ?)",
                    arguments: [cutoff, limit])
                deleted += db.changesCount
                try db.execute(
                    sql: "DELETE FROM idempotency_keys WHERE key IN (SELECT key FROM idempotency_keys WHERE received_at < ? LIMIT ?)",
                    arguments: [cutoff, limit])
            }
            if let maxCount = policy.maxCount, deleted < limit,
                let newestGone = try Int64.fetchOne(db, sql: "SELECT id FROM messages ORDER BY id DESC LIMIT 1 OFFSET ?", arguments: [maxCount])
            {
                try db.execute(
                    sql: "DELETE FROM messages WHERE id IN (SELECT id FROM messages WHERE id <= ? ORDER BY id LIMIT ?)",
                    arguments: [newestGone, limit - deleted])
                deleted += db.changesCount
            }
            return deleted
        }
    }
}
