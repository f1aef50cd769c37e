import Foundation
import Logging
import PostgresNIO
import Testing

/// The PostgreSQL server the tests use: `TRACKPLAN_TEST_POSTGRES_URL` (an admin URL; `scripts/test-collector.sh`
/// starts a private server and sets it). Each test gets a database of its own.
enum PostgresTestServer {
    static let adminURL = ProcessInfo.processInfo.environment["TRACKPLAN_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    static let skipReason: Comment =
        "TRACKPLAN_TEST_POSTGRES_URL is not set: run scripts/test-collector.sh, which starts a private PostgreSQL"
    /// `Collector/Tests/postgres/postgres-server.sh`, for tests that run a server of their own (to stop it).
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("postgres/postgres-server.sh").path

    /// A new empty database on the test server; returns its URL.
    static func freshDatabase() async throws -> String {
        guard let adminURL else { throw CollectorTestError("no PostgreSQL server for the tests") }
        let name = "trackplan_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
        try await admin(adminURL, "CREATE DATABASE \(name)")
        var components = URLComponents(string: adminURL)!
        components.path = "/" + name
        return components.string!
    }

    /// Runs one statement on `url` with a short-lived client.
    static func admin(_ url: String, _ sql: String) async throws {
        var components = URLComponents(string: url)!
        let configuration = PostgresClient.Configuration(
            host: components.host!, port: components.port ?? 5432, username: components.user ?? "postgres", password: components.password,
            database: String(components.path.dropFirst()), tls: .disable)
        components.password = nil
        let client = PostgresClient(configuration: configuration, backgroundLogger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await client.run() }
            defer { group.cancelAll() }
            try await client.query(PostgresQuery(unsafeSQL: sql), logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
        }
    }

    /// Runs `postgres-server.sh` with `arguments`; returns what it printed. The output goes through a file, not a
    /// pipe: the server it starts inherits the script's descriptors and would hold a pipe open for its lifetime.
    @discardableResult
    static func control(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("pg-control-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script] + arguments
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CollectorTestError("postgres-server.sh \(arguments) failed") }
        return try String(contentsOf: output, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
