import Foundation

/// A real HTTP collector on 127.0.0.1 for tests: `POST /v1/batch` (and `/v1/forget`) with basic auth, de-duplication by
/// `Idempotency-Key` and `messageId`, a record of every request and every accepted event, and faults on demand
/// (through this API or through `/control/...` from another process).
///
/// A small HTTP/1.1 server on POSIX sockets with its own threads (see `CollectorServer`), so it answers on time
/// even while other tests keep Swift concurrency's threads busy.
///
/// ```swift
/// let collector = TrackPlanCollector(writeKey: "key")
/// try await collector.start()            // ephemeral port
/// await collector.inject(.status(503), .closeMidResponse)
/// await collector.goDown(); try await collector.comeUp()   // same port
/// ```
public actor TrackPlanCollector {
    public nonisolated let writeKey: String
    private let state: CollectorState
    private let lifecycle: CollectorLifecycle

    public init(writeKey: String = "test-write-key") {
        self.writeKey = writeKey
        state = CollectorState(writeKey: writeKey)
        lifecycle = CollectorLifecycle(state: state)
    }

    /// Bound on the first `start()` and kept across `goDown()`/`comeUp()`.
    public var port: UInt16 { lifecycle.port }
    /// The base URL clients are configured with (`http://127.0.0.1:<port>`).
    public var endpoint: URL { URL(string: "http://127.0.0.1:\(lifecycle.port)")! }
    /// True while listening.
    public var isUp: Bool { lifecycle.isUp }
    /// How many times it has gone down (`goDown()` or `/control/down-for`).
    public var timesDown: Int { lifecycle.timesDown }

    /// Starts listening: on an ephemeral port the first time, on the same port afterwards.
    public func start() throws { try lifecycle.start() }
    /// Stops listening and drops open connections: clients now get "connection refused".
    public func goDown() { lifecycle.stop() }
    /// Listens again on the same port, keeping everything recorded so far.
    public func comeUp() throws { try lifecycle.start() }

    // MARK: Misbehaviour

    /// Queues faults; each request takes the first remaining one, then requests are handled normally.
    public func inject(_ faults: CollectorFault...) { state.inject(faults) }
    public func inject(_ faults: [CollectorFault]) { state.inject(faults) }
    /// Answer 413 to any batch body larger than `bytes` (nil: no limit).
    public func limitBodySize(to bytes: Int?) { state.limitBodySize(to: bytes) }
    /// Forgets queued faults and the body limit.
    public func behave() { state.behave() }

    // MARK: Entitlements (`GET /v1/entitlements?userId=…`)

    /// What the collector answers for `userId`: each key with its optional `expiresAt` (RFC 3339 text).
    public func setEntitlements(for userId: String, _ entitlements: [(key: String, expiresAt: String?)]) {
        let entries = entitlements.map { entry in
            #"{"key":\#(EntitlementDesk.quoted(entry.key))"# + (entry.expiresAt.map { #","expiresAt":\#(EntitlementDesk.quoted($0))"# } ?? "")
                + "}"
        }
        setEntitlementsBody(for: userId, #"{"userId":\#(EntitlementDesk.quoted(userId)),"entitlements":[\#(entries.joined(separator: ","))]}"#)
    }

    /// The exact body answered for `userId` (for malformed answers).
    public func setEntitlementsBody(for userId: String, _ body: String) { state.entitlements.set(Data(body.utf8), for: userId) }
    /// Faults for the entitlements route only (`.status(503)`, `.delay`, `.closeMidResponse`); batches are unaffected.
    public func injectEntitlementFaults(_ faults: CollectorFault...) { state.entitlements.inject(faults) }
    /// Holds every entitlements answer until `releaseEntitlements()`.
    public func holdEntitlements() { state.entitlements.hold() }
    public func releaseEntitlements() { state.entitlements.release() }
    /// Entitlements requests held at the gate right now.
    public var entitlementRequestsWaiting: Int { state.entitlements.counts.waiting }
    /// Entitlements answers sent (or faulted) so far.
    public var entitlementAnswersServed: Int { state.entitlements.counts.served }
    public var entitlementRequests: [RecordedRequest] { requests.filter { $0.path == "/v1/entitlements" } }

    // MARK: What happened

    public var acceptedEvents: [AcceptedEvent] { state.read { ledger, _ in ledger.accepted } }
    public var acceptedMessageIds: [String] { acceptedEvents.compactMap(\.messageId) }
    public var requests: [RecordedRequest] { state.read { _, requests in requests } }
    public var batchRequests: [RecordedRequest] { requests.filter { $0.path == "/v1/batch" } }
    public var duplicateBatches: Int { state.read { ledger, _ in ledger.duplicateBatches } }
    public var duplicateEvents: Int { state.read { ledger, _ in ledger.duplicateEvents } }
    public var summary: CollectorSummary { state.summary }
    /// The `POST /v1/forget` requests accepted, in order (one per `Idempotency-Key`).
    public var forgetRequests: [ForgetRecord] { state.forgets.accepted }
}
