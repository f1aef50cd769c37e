import Foundation
import PostgresNIO

/// Retention: each batch is its own short statement; ingestion never waits for it (rows it deletes are old, and
/// PostgreSQL's row locks do not block inserts).
extension PostgresMessageStore {
    public func deleteExpired(_ policy: RetentionPolicy, now: Date, limit: Int) async throws -> Int {
        var deleted = 0
        if let cutoff = policy.cutoff(now: now) {
            deleted += try await rows(
                """
                DELETE FROM messages WHERE id IN (SELECT id FROM messages WHERE received_at < \(cutoff) ORDER BY id LIMIT \(limit))
                RETURNING 1
                """
            ).count
            _ = try await rows(
                "DELETE FROM idempotency_keys WHERE key IN (SELECT key FROM idempotency_keys WHERE received_at < \(cutoff) LIMIT \(limit))")
        }
        if let maxCount = policy.maxCount, deleted < limit,
            let newestGone = try await rows("SELECT id FROM messages ORDER BY id DESC LIMIT 1 OFFSET \(maxCount)").first?.decode(Int64.self)
        {
            deleted += try await rows(
                """
                DELETE FROM messages WHERE id IN (SELECT id FROM messages WHERE id <= \(newestGone) ORDER BY id LIMIT \(limit - deleted))
                RETURNING 1
                """
            ).count
        }
        return deleted
    }
}
