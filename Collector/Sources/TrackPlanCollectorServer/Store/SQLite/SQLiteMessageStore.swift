import Foundation
import GRDB

/// Every received message in one SQLite file (through GRDB, WAL mode): raw bytes, parsed fields, validity, problems
/// and receive time. Owned by one process; survives restarts. Its schema version is GRDB's migration table.
public final class SQLiteMessageStore: MessageStore {
    let pool: DatabasePool

    /// Opens (creating when needed) the database at `path` and brings its schema up to date.
    public init(path: String) throws {
        var configuration = Configuration()
        // Another connection (a second process, sqlite3) waits its turn instead of failing at once.
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        pool = try DatabasePool(path: path, configuration: configuration)
        try Self.migrator.migrate(pool)
    }

    /// The migrations applied, in order (GRDB records them in `grdb_migrations`).
    public func appliedMigrations() async throws -> [String] {
        try await pool.read { db in try Self.migrator.appliedIdentifiers(db).sorted() }
    }

    public func ingest(_ messages: [ValidatedMessage], idempotencyKey: String?, receivedAt: String, writeKey: String?, forward: [Bool])
        async throws -> IngestOutcome
    {
        try await pool.write { db -> IngestOutcome in
            if let idempotencyKey {
                if try Bool.fetchOne(db, sql: "SELECT 1 FROM idempotency_keys WHERE key = ?", arguments: [idempotencyKey]) == true {
                    return .duplicateRequest
                }
                try db.execute(sql: "INSERT INTO idempotency_keys (key, received_at) VALUES (?, ?)", arguments: [idempotencyKey, receivedAt])
            }
            let anyForgotten = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM forgotten_ids)") ?? false
            let forgotten = try db.cachedStatement(
                sql: "SELECT 1 FROM forgotten_ids WHERE (kind = 'user' AND id = ?) OR (kind = 'anonymous' AND id = ?) LIMIT 1")
            let seen = try db.cachedStatement(sql: "SELECT 1 FROM messages WHERE message_id = ? LIMIT 1")
            let insert = try db.cachedStatement(
                sql: """
                    INSERT INTO messages (message_id, type, event, user_id, anonymous_id, received_at, valid, duplicate,
                        planned, write_key, problems, raw, forward) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
            var stored: [StoredMessage] = []
            stored.reserveCapacity(messages.count)
            var dropped = 0
            for (message, mark) in zip(messages, forward) {
                let received = message.received
                if anyForgotten, try Bool.fetchOne(forgotten, arguments: [received.userId, received.anonymousId]) == true {
                    dropped += 1
                    continue
                }
                var duplicate = false
                if let messageId = received.messageId {
                    duplicate = try Bool.fetchOne(seen, arguments: [messageId]) == true
                }
                let problems = StoredMessage.problemsJSON(message.problems)
                try insert.execute(arguments: [
                    received.messageId, received.type?.rawValue, received.eventName, received.userId, received.anonymousId,
                    receivedAt, message.isValid, duplicate, !message.isUnplanned, writeKey, problems, Data(received.raw), mark ? 1 : 0,
                ])
                stored.append(StoredMessage(message, id: db.lastInsertedRowID, receivedAt: receivedAt, duplicate: duplicate, writeKey: writeKey))
            }
            return .stored(stored, forgotten: dropped)
        }
    }

    public func reset() async throws {
        try await pool.write { db in
            try db.execute(sql: "DELETE FROM messages; DELETE FROM idempotency_keys; DELETE FROM sqlite_sequence WHERE name = 'messages'")
        }
    }
}
