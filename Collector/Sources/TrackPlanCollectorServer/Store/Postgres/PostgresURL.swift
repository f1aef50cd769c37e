import Foundation
import PostgresNIO

/// `--store postgres://user:password@host:port/database?sslmode=disable|prefer|require` → a client configuration.
enum PostgresURL {
    /// True for the URLs that select the PostgreSQL store (`postgres://` and `postgresql://`).
    static func isPostgres(_ location: String) -> Bool {
        location.hasPrefix("postgres://") || location.hasPrefix("postgresql://")
    }

    static func configuration(_ text: String) throws -> PostgresClient.Configuration {
        guard isPostgres(text), let components = URLComponents(string: text), let host = components.host, !host.isEmpty else {
            throw StoreError.badLocation(text, "expected postgres://user:password@host:port/database")
        }
        let database = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        let tls: PostgresClient.Configuration.TLS
        switch components.queryItems?.first(where: { $0.name == "sslmode" })?.value ?? "prefer" {
        case "disable": tls = .disable
        case "prefer": tls = .prefer(.makeClientConfiguration())
        case "require": tls = .require(.makeClientConfiguration())
        case let other: throw StoreError.badLocation(text, "sslmode is disable, prefer or require, not '\(other)'")
        }
        var configuration = PostgresClient.Configuration(
            host: host, port: components.port ?? 5432, username: components.user?.removingPercentEncoding ?? "postgres",
            password: components.password?.removingPercentEncoding, database: database.isEmpty ? nil : database, tls: tls)
        configuration.options.connectTimeout = .seconds(3)
        configuration.options.maximumConnections = 16
        return configuration
    }
}

/// A store that cannot be opened or used.
public enum StoreError: Error, CustomStringConvertible {
    case badLocation(String, String)
    case timedOut(Duration)

    public var code: String {
        switch self {
        case .badLocation: return "store_location"
        case .timedOut: return "store_timeout"
        }
    }

    public var description: String {
        switch self {
        case .badLocation(let location, let reason): return "error: --store '\(location)': \(reason) [\(code)]"
        case .timedOut(let limit): return "error: the database did not answer within \(limit) [\(code)]"
        }
    }
}
