import FlyingFox
import FlyingSocks
import Foundation

/// A real HTTP collector on 127.0.0.1 for tests: `POST /v1/batch` with basic auth, de-duplication by
/// `Idempotency-Key` and `messageId`, a record of every request and every accepted event, and faults on demand
/// (through this API or through `/control/...` from another process).
///
/// ```swift
/// let collector = TrackPlanCollector(writeKey: "key")
/// try await collector.start()            // ephemeral port
/// await collector.inject(.status(503), .closeMidResponse)
/// await collector.goDown(); try await collector.comeUp()   // same port
/// ```
public actor TrackPlanCollector {
    public nonisolated let writeKey: String
    /// Bound on the first `start()` and kept across `goDown()`/`comeUp()`.
    public private(set) var port: UInt16 = 0
    var ledger = BatchLedger()
    var requestLog: [RecordedRequest] = []
    var faults: [CollectorFault] = []
    var bodyLimit: Int?
    private var server: HTTPServer?
    private var serverTask: Task<Void, any Error>?

    public init(writeKey: String = "test-write-key") {
        self.writeKey = writeKey
    }

    /// The base URL clients are configured with (`http://127.0.0.1:<port>`).
    public var endpoint: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Starts listening: on an ephemeral port the first time, on the same port afterwards.
    public func start() async throws {
        guard server == nil else { return }
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 60, logger: .disabled)
        await server.appendRoute("POST /v1/batch") { [weak self] request in
            guard let self else { return HTTPResponse(statusCode: .serviceUnavailable) }
            return await self.handleBatch(request)
        }
        await server.appendRoute("/control/*") { [weak self] request in
            guard let self else { return HTTPResponse(statusCode: .serviceUnavailable) }
            return await self.handleControl(request)
        }
        serverTask = Task { try await server.run() }
        try await server.waitUntilListening(timeout: 5)
        if case .ip4(_, let boundPort)? = await server.listeningAddress { port = boundPort }
        self.server = server
        isUp = true
    }

    /// Stops listening and drops open connections: clients now get "connection refused".
    public func goDown() async {
        guard let server else { return }
        self.server = nil
        await server.stop(timeout: 0)
        serverTask?.cancel()
        _ = await serverTask?.result
        serverTask = nil
        isUp = false
    }

    /// Listens again on the same port, keeping everything recorded so far.
    public func comeUp() async throws { try await start() }

    /// True once `start()` listens, false once `goDown()` has closed the socket and the connections.
    public private(set) var isUp = false

    // MARK: Misbehaviour

    /// Queues faults; each request takes the first remaining one, then requests are handled normally.
    public func inject(_ faults: CollectorFault...) { self.faults += faults }
    public func inject(_ faults: [CollectorFault]) { self.faults += faults }
    /// Answer 413 to any batch body larger than `bytes` (nil: no limit).
    public func limitBodySize(to bytes: Int?) { bodyLimit = bytes }
    /// Forgets queued faults and the body limit.
    public func behave() {
        faults = []
        bodyLimit = nil
    }

    // MARK: What happened

    public var acceptedEvents: [AcceptedEvent] { ledger.accepted }
    public var acceptedMessageIds: [String] { ledger.accepted.compactMap(\.messageId) }
    public var requests: [RecordedRequest] { requestLog }
    public var batchRequests: [RecordedRequest] { requestLog.filter { $0.path == "/v1/batch" } }
    public var duplicateBatches: Int { ledger.duplicateBatches }
    public var duplicateEvents: Int { ledger.duplicateEvents }
}
