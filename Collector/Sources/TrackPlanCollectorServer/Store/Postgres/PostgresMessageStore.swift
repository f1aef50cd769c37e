import Foundation
import Logging
import NIOCore
import PostgresNIO

/// The messages in PostgreSQL (through postgres-nio's connection pool), shared by any number of collector
/// instances. Idempotency keys and first sightings of a `messageId` are unique constraints, so two instances that
/// receive the same batch store it once; `ingest` takes a shared advisory lock that `forget` takes exclusively,
/// so a message of a forgotten id is either erased by the forget or dropped by the ingest, never kept.
public final class PostgresMessageStore: MessageStore {
    let client: PostgresClient
    let logger: Logger
    /// How long one operation may wait for the database before it fails (the caller answers 503).
    let timeout: Duration
    private let running: Task<Void, Never>

    /// Connects to `url` (`postgres://user:password@host:port/database`) and brings the schema up to date;
    /// throws when the database cannot be reached within `timeout`.
    public init(url: String, timeout: Duration = .seconds(5)) async throws {
        let configuration = try PostgresURL.configuration(url)
        var logger = Logger(label: "trackplan-collector.postgres")
        logger.logLevel = .critical
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.client = client
        self.logger = logger
        self.timeout = timeout
        running = Task { await client.run() }
        do {
            try await PostgresSchema.migrate(client, logger: logger, timeout: timeout)
        } catch {
            running.cancel()
            throw error
        }
    }

    deinit { running.cancel() }

    /// Runs `body` in one transaction, retried when PostgreSQL aborts it for a deadlock or a serialization
    /// failure (two instances inserting the same message ids in different orders), failing after `timeout`.
    func transaction<Result: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> Result) async throws -> Result {
        var attempt = 0
        while true {
            do {
                return try await withDeadline(timeout) { [client, logger] in
                    try await client.withTransaction(logger: logger) { connection in try await body(connection) }
                }
            } catch let error as PSQLError where attempt < 5 && Self.isRetryable(error) {
                attempt += 1
                try await Task.sleep(for: .milliseconds(Int.random(in: 1...20) * attempt))
            }
        }
    }

    /// Runs one statement outside a transaction, failing after `timeout`.
    func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
        try await withDeadline(timeout) { [client, logger] in try await client.query(query, logger: logger).collect() }
    }

    static func isRetryable(_ error: PSQLError) -> Bool {
        guard error.code == .server, let state = error.serverInfo?[.sqlState] else { return false }
        return state == "40P01" || state == "40001"
    }

    public func reset() async throws {
        _ = try await transaction { [logger] connection in
            try await connection.query("DELETE FROM messages", logger: logger)
            try await connection.query("DELETE FROM idempotency_keys", logger: logger)
        }
    }
}
