import Logging
import PostgresNIO

/// The PostgreSQL schema as numbered migrations, recorded in `schema_migrations (version, name, applied_at)`.
/// Instances starting together take a transaction-scoped advisory lock first, so each migration runs once.
enum PostgresSchema {
    /// The advisory lock key of migrations ("tp-migr").
    static let migrationLock: Int64 = 0x7470_2D6D_6967_72
    /// The advisory lock key ingest takes shared and forget exclusively ("tp-forg").
    static let forgetLock: Int64 = 0x7470_2D66_6F72_67

    struct Migration: Sendable {
        var version: Int
        var name: String
        var statements: [PostgresQuery]
    }

    static let migrations: [Migration] = [
        Migration(
            version: 1, name: "messages, idempotency keys, forget requests",
            statements: [
                """
                CREATE TABLE messages (
                    id BIGSERIAL PRIMARY KEY, message_id TEXT, type TEXT, event TEXT, user_id TEXT, anonymous_id TEXT,
                    received_at TEXT NOT NULL, valid BOOLEAN NOT NULL, duplicate BOOLEAN NOT NULL, planned BOOLEAN NOT NULL,
                    write_key TEXT, problems TEXT NOT NULL, raw BYTEA NOT NULL,
                    forward SMALLINT NOT NULL DEFAULT 0, forward_attempts INTEGER NOT NULL DEFAULT 0)
                """,
                // The first sighting of a messageId is unique across instances; later ones are stored as duplicates.
                "CREATE UNIQUE INDEX messages_first_message_id ON messages (message_id) WHERE NOT duplicate",
                "CREATE INDEX messages_event ON messages (event)",
                "CREATE INDEX messages_forward ON messages (id) WHERE forward = 1",
                "CREATE INDEX messages_user_id ON messages (user_id) WHERE user_id IS NOT NULL",
                "CREATE INDEX messages_anonymous_id ON messages (anonymous_id) WHERE anonymous_id IS NOT NULL",
                "CREATE TABLE idempotency_keys (key TEXT PRIMARY KEY, received_at TEXT NOT NULL)",
                "CREATE INDEX idempotency_keys_received_at ON idempotency_keys (received_at)",
                """
                CREATE TABLE forget_requests (
                    id BIGSERIAL PRIMARY KEY, user_id TEXT, anonymous_id TEXT, message_id TEXT, idempotency_key TEXT UNIQUE,
                    received_at TEXT NOT NULL, erased BIGINT NOT NULL DEFAULT 0)
                """,
                "CREATE TABLE forgotten_ids (kind TEXT NOT NULL, id TEXT NOT NULL, PRIMARY KEY (kind, id))",
            ])
    ]

    /// Applies the migrations the database lacks; returns the versions applied now.
    @discardableResult
    static func migrate(_ client: PostgresClient, logger: Logger, timeout: Duration) async throws -> [Int] {
        try await withDeadline(timeout) {
            try await client.withTransaction(logger: logger) { connection in
                try await connection.query("SELECT pg_advisory_xact_lock(\(migrationLock))", logger: logger)
                try await connection.query(
                    """
                    CREATE TABLE IF NOT EXISTS schema_migrations (
                        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())
                    """, logger: logger)
                var current = 0
                for try await version in try await connection.query("SELECT COALESCE(MAX(version), 0) FROM schema_migrations", logger: logger)
                    .decode(Int.self)
                {
                    current = version
                }
                var applied: [Int] = []
                for migration in migrations where migration.version > current {
                    for statement in migration.statements { try await connection.query(statement, logger: logger) }
                    try await connection.query(
                        "INSERT INTO schema_migrations (version, name) VALUES (\(migration.version), \(migration.name))", logger: logger)
                    applied.append(migration.version)
                }
                return applied
            }
        }
    }

    /// The versions recorded in `schema_migrations`, in order.
    static func appliedVersions(_ client: PostgresClient, logger: Logger) async throws -> [Int] {
        var versions: [Int] = []
        for try await version in try await client.query("SELECT version FROM schema_migrations ORDER BY version", logger: logger).decode(
            Int.self)
        {
            versions.append(version)
        }
        return versions
    }
}
