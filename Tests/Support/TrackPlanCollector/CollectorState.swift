import Foundation

/// Everything the collector remembers and every switch it obeys, behind one lock: the server's threads
/// change it while answering, the test reads it through `TrackPlanCollector`.
final class CollectorState: @unchecked Sendable {
    let writeKey: String
    /// Accepted `POST /v1/forget` requests (their own lock).
    let forgets = ForgetLedger()
    /// What `GET /v1/entitlements` answers, its faults and its gate.
    let entitlements = EntitlementDesk()
    private let lock = NSLock()
    private var ledger = BatchLedger()
    private var requestLog: [RecordedRequest] = []
    private var faults: [CollectorFault] = []
    private var bodyLimit: Int?

    init(writeKey: String) {
        self.writeKey = writeKey
    }

    func read<T>(_ body: (_ ledger: BatchLedger, _ requests: [RecordedRequest]) -> T) -> T {
        lock.withLock { body(ledger, requestLog) }
    }

    func inject(_ faults: [CollectorFault]) { lock.withLock { self.faults += faults } }
    func limitBodySize(to bytes: Int?) { lock.withLock { bodyLimit = bytes } }
    func behave() { lock.withLock { (faults, bodyLimit) = ([], nil) } }

    /// Logs the request and takes the fault meant for it; returns its index in the log.
    func admit(_ request: CollectorHTTPRequest, takingFault: Bool = true) -> (index: Int, fault: CollectorFault?, bodyLimit: Int?) {
        lock.withLock {
            requestLog.append(
                RecordedRequest(
                    method: request.method, path: request.path, headers: request.headers,
                    bodySize: request.body.count, receivedAt: Date(), status: nil, query: request.query))
            let fault = faults.isEmpty || !takingFault ? nil : faults.removeFirst()
            return (requestLog.count - 1, fault, bodyLimit)
        }
    }

    func ingest(_ body: Data, idempotencyKey: String?) -> BatchLedger.Verdict {
        lock.withLock { ledger.ingest(body: body, idempotencyKey: idempotencyKey) }
    }

    /// Notes the status sent for request `index`; nil when the connection was cut mid-response.
    func answered(_ index: Int, _ status: Int?) {
        lock.withLock { requestLog[index].status = status }
    }
}
