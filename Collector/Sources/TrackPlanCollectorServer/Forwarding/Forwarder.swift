import Foundation

import struct TrackPlan.BatchRequest
import class TrackPlan.URLSessionTransport

/// `--forward URL`: sends stored messages marked for forwarding to a Segment-compatible upstream, as
/// `POST {url}/v1/batch` with the write key they arrived with. It reads from the store, so a failed round is
/// simply retried from there (with backoff, at most 10 attempts on a batch); ingestion never waits for it.
public final class Forwarder: Sendable {
    let store: any MessageStore
    let options: ForwardOptions
    let metrics: CollectorMetrics?
    /// The runtime's own transport: an ephemeral session, 30 s per chunk of the answer, and a cancelled `run()`
    /// returns at once instead of risking corelibs-foundation's cancellation deadlock (see `URLSessionTransport`).
    let transport = URLSessionTransport(requestTimeout: 30, resourceTimeout: 60)

    public init(store: any MessageStore, options: ForwardOptions, metrics: CollectorMetrics? = nil) {
        self.store = store
        self.options = options
        self.metrics = metrics
    }

    /// Forwards until the task is cancelled.
    public func run() async {
        var failures = 0
        while !Task.isCancelled {
            let delivered = await forwardOnce()
            failures = delivered == nil ? failures + 1 : 0
            let pause = failures == 0 ? options.interval : min(30, options.interval * pow(2, Double(failures)))
            if delivered ?? 0 == 0 || failures > 0 { try? await Task.sleep(for: .seconds(pause)) }
        }
    }

    /// One round: one batch of pending messages of one write key. Returns how many were delivered, or nil when
    /// the upstream failed (they stay pending).
    @discardableResult
    public func forwardOnce() async -> Int? {
        guard let batch = try? await store.pendingForward(limit: 100), let first = batch.first else { return 0 }
        let writeKey = first.writeKey
        let messages = batch.filter { $0.writeKey == writeKey }
        var body = Data(#"{"batch":["#.utf8)
        for (offset, message) in messages.enumerated() {
            if offset > 0 { body.append(UInt8(ascii: ",")) }
            body.append(contentsOf: message.raw)
        }
        body.append(contentsOf: Array(#"],"sentAt":"\#(Timestamp.now())"}"#.utf8))
        guard let url = URL(string: options.url.hasSuffix("/") ? options.url + "v1/batch" : options.url + "/v1/batch") else { return nil }
        let idempotencyKey = "trackplan-collector-\(messages.first!.id)-\(messages.last!.id)"
        var headers = [(name: "Content-Type", value: "application/json"), (name: "Idempotency-Key", value: idempotencyKey)]
        if let writeKey { headers.append((name: "Authorization", value: "Basic " + Data("\(writeKey):".utf8).base64EncodedString())) }
        let request = BatchRequest(url: url, headers: headers, body: body, idempotencyKey: idempotencyKey, eventCount: messages.count)
        let ids = messages.map(\.id)
        let status: Int
        switch await transport.send(request) {
        case .response(let answered, _): status = answered
        case .networkError:
            metrics?.count("trackplan_collector_forward_failures_total", [("reason", "network")], by: ids.count)
            try? await store.markForwardAttempt(ids)
            return nil
        }
        switch status {
        case 200..<300:
            try? await store.markForwarded(ids, state: .delivered)
            return ids.count
        case 400, 401, 403, 404, 413, 422:
            metrics?.count("trackplan_collector_forward_failures_total", [("reason", "rejected")], by: ids.count)
            try? await store.markForwarded(ids, state: .rejected)
            return 0
        default:
            metrics?.count("trackplan_collector_forward_failures_total", [("reason", "status_\(status)")], by: ids.count)
            try? await store.markForwardAttempt(ids)
            return nil
        }
    }
}
