import Foundation
import GRDB

/// Every received message in SQLite (through GRDB, WAL mode): raw bytes, parsed fields, validity, problems and
/// receive time. Survives restarts; `Idempotency-Key`s are kept too, so a retried batch is stored once.
public final class MessageStore: Sendable {
    let pool: DatabasePool

    /// Opens (creating when needed) the database at `path`.
    public init(path: String) throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        pool = try DatabasePool(path: path, configuration: configuration)
        try Self.migrator.migrate(pool)
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE messages (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        message_id TEXT, type TEXT, event TEXT, user_id TEXT, anonymous_id TEXT,
                        received_at TEXT NOT NULL, valid INTEGER NOT NULL, duplicate INTEGER NOT NULL,
                        planned INTEGER NOT NULL, write_key TEXT, problems TEXT NOT NULL, raw BLOB NOT NULL,
                        forward INTEGER NOT NULL DEFAULT 0, forward_attempts INTEGER NOT NULL DEFAULT 0);
                    CREATE INDEX messages_message_id ON messages(message_id);
                    CREATE INDEX messages_event ON messages(event);
                    CREATE INDEX messages_forward ON messages(forward) WHERE forward = 1;
                    CREATE TABLE idempotency_keys (key TEXT PRIMARY KEY, received_at TEXT NOT NULL);
                    """)
        }
        return migrator
    }

    /// What one `ingest` did.
    public enum Outcome: Sendable {
        /// The messages as stored, in order.
        case stored([StoredMessage])
        /// The `Idempotency-Key` was seen before: nothing stored.
        case duplicateRequest
    }

    /// Stores one request's messages in one transaction (all or nothing). `forward` marks them for the forwarder.
    public func ingest(
        _ messages: [ValidatedMessage], idempotencyKey: String?, receivedAt: String, writeKey: String?, forward: (ValidatedMessage) -> Bool
    )
        async throws -> Outcome
    {
        let marks = messages.map(forward)
        return try await pool.write { db -> Outcome in
            if let idempotencyKey {
                if try Bool.fetchOne(db, sql: "SELECT 1 FROM idempotency_keys WHERE key = ?", arguments: [idempotencyKey]) == true {
                    return .duplicateRequest
                }
                try db.execute(sql: "INSERT INTO idempotency_keys (key, received_at) VALUES (?, ?)", arguments: [idempotencyKey, receivedAt])
            }
            let seen = try db.cachedStatement(sql: "SELECT 1 FROM messages WHERE message_id = ? LIMIT 1")
            let insert = try db.cachedStatement(
                sql: """
                    INSERT INTO messages (message_id, type, event, user_id, anonymous_id, received_at, valid, duplicate,
                        planned, write_key, problems, raw, forward) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
            var stored: [StoredMessage] = []
            stored.reserveCapacity(messages.count)
            for (message, mark) in zip(messages, marks) {
                let received = message.received
                var duplicate = false
                if let messageId = received.messageId {
                    duplicate = try Bool.fetchOne(seen, arguments: [messageId]) == true
                }
                let problems = StoredMessage.problemsJSON(message.problems)
                try insert.execute(arguments: [
                    received.messageId, received.type?.rawValue, received.eventName, received.userId, received.anonymousId,
                    receivedAt, message.isValid, duplicate, !message.isUnplanned, writeKey, problems, Data(received.raw), mark ? 1 : 0,
                ])
                stored.append(
                    StoredMessage(
                        id: db.lastInsertedRowID, messageId: received.messageId, type: received.type?.rawValue, event: received.eventName,
                        userId: received.userId, anonymousId: received.anonymousId, receivedAt: receivedAt, valid: message.isValid,
                        duplicate: duplicate, writeKey: writeKey, problems: message.problems, raw: received.raw))
            }
            return .stored(stored)
        }
    }

    /// Empties the store (messages and idempotency keys).
    public func reset() async throws {
        try await pool.write { db in
            try db.execute(sql: "DELETE FROM messages; DELETE FROM idempotency_keys; DELETE FROM sqlite_sequence WHERE name = 'messages'")
        }
    }
}
