import GRDB

extension SQLiteMessageStore {
    /// The schema, one migration per version; a database of an earlier version is brought up to date on open.
    static var migrator: DatabaseMigrator {
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
        migrator.registerMigration("v2-forget-retention") { db in
            try db.execute(
                sql: """
                    CREATE TABLE forget_requests (
                        id INTEGER PRIMARY KEY AUTOINCREMENT, user_id TEXT, anonymous_id TEXT, message_id TEXT,
                        idempotency_key TEXT UNIQUE, received_at TEXT NOT NULL, erased INTEGER NOT NULL DEFAULT 0);
                    CREATE TABLE forgotten_ids (kind TEXT NOT NULL, id TEXT NOT NULL, PRIMARY KEY (kind, id)) WITHOUT ROWID;
                    CREATE INDEX messages_user_id ON messages(user_id) WHERE user_id IS NOT NULL;
                    CREATE INDEX messages_anonymous_id ON messages(anonymous_id) WHERE anonymous_id IS NOT NULL;
                    CREATE INDEX idempotency_keys_received_at ON idempotency_keys(received_at);
                    """)
        }
        return migrator
    }
}
