import Foundation
import Hummingbird
import TrackPlanCollectorServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A real collector on 127.0.0.1 (free port), with its store in a temporary directory, for one test.
final class RunningCollector: @unchecked Sendable {
    let collector: Collector
    let port: Int
    let directory: URL
    private let task: Task<Void, any Error>

    var base: String { "http://127.0.0.1:\(port)" }

    /// The example plan at the repository root (`Schemas`).
    static let examplePlan = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Schemas").path

    /// The small plan the runtime test's typed events come from.
    static let testPlan = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("CollectorTestEvents/TrackPlan").path

    /// `store` is a `postgres://` URL, or nil for a SQLite file in `directory`.
    static func start(
        plan: String = examplePlan, directory: URL? = nil, store: String? = nil, configure: (inout CollectorOptions) -> Void = { _ in }
    ) async throws -> RunningCollector {
        let directory = directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("collector-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var options = CollectorOptions(planDirectory: plan, storePath: store ?? directory.appendingPathComponent("store.sqlite").path)
        configure(&options)
        let collector = try await Collector(options: options)
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = CollectorServer.application(collector: collector, host: "127.0.0.1", port: 0) { port in continuation.yield(port) }
        let task = Task {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await app.run() }
                group.addTask { await collector.runMaintenance() }
                try await group.next()
                group.cancelAll()
            }
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CollectorTestError("the server did not start") }
        return RunningCollector(collector: collector, port: port, directory: directory, task: task)
    }

    private init(collector: Collector, port: Int, directory: URL, task: Task<Void, any Error>) {
        self.collector = collector
        self.port = port
        self.directory = directory
        self.task = task
    }

    func stop() async {
        task.cancel()
        _ = try? await task.value
    }

    /// Sends a request and returns the status and body.
    func send(
        _ method: String = "POST", _ path: String, body: Data? = nil, headers: [String: String] = ["Content-Type": "application/json"]
    ) async throws -> (status: Int, body: Data, headers: [String: String]) {
        var request = URLRequest(url: URL(string: base + path)!)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields { fields[String(describing: name).lowercased()] = String(describing: value) }
        return (http.statusCode, data, fields)
    }

    func post(_ path: String, json: String, headers: [String: String] = [:]) async throws -> (status: Int, body: Data, headers: [String: String]) {
        try await send("POST", path, body: Data(json.utf8), headers: ["Content-Type": "application/json"].merging(headers) { $1 })
    }

    /// `GET /api/events` decoded.
    func events(_ query: String = "status=all") async throws -> [[String: Any]] {
        let (_, body, _) = try await send("GET", "/api/events?" + query, headers: [:])
        let root = try JSONSerialization.jsonObject(with: body) as! [String: Any]
        return root["events"] as! [[String: Any]]
    }

    func summary() async throws -> [String: Any] {
        let (_, body, _) = try await send("GET", "/api/summary", headers: [:])
        return try JSONSerialization.jsonObject(with: body) as! [String: Any]
    }
}

struct CollectorTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Basic auth header value for a write key.
func basicAuth(_ key: String) -> String { "Basic " + Data("\(key):".utf8).base64EncodedString() }

/// A track message of the example plan's "Product Viewed".
func productViewed(messageId: String = UUID().uuidString, price: String = "19.99", extra: String = "") -> String {
    """
    {"type":"track","event":"Product Viewed","messageId":"\(messageId)","anonymousId":"anon-1",\
    "properties":{"product_id":"SHO-10442","price":\(price),"currency":"USD"\(extra)},"timestamp":"2026-11-23T10:00:00.000Z"}
    """
}
