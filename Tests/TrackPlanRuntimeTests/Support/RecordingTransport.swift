import Foundation
import TrackPlan

/// A transport for client unit tests: records every request and answers from a script (then 200).
/// The delivery tests use the real collector over HTTP instead.
final class RecordingTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var script: [TransportOutcome]
    private var recorded: [BatchRequest] = []
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(script: [TransportOutcome] = []) {
        self.script = script
    }

    var requests: [BatchRequest] { lock.withLock { recorded } }

    func send(_ request: BatchRequest) async -> TransportOutcome {
        let (outcome, ready) = lock.withLock { () -> (TransportOutcome, [CheckedContinuation<Void, Never>]) in
            recorded.append(request)
            let outcome = script.isEmpty ? .response(status: 200, retryAfter: nil) : script.removeFirst()
            let ready = waiters.filter { $0.count <= recorded.count }.map(\.continuation)
            waiters.removeAll { $0.count <= recorded.count }
            return (outcome, ready)
        }
        for waiter in ready { waiter.resume() }
        return outcome
    }

    /// Returns once at least `count` requests have been sent.
    func waitForRequests(_ count: Int) async {
        await withCheckedContinuation { continuation in
            lock.lock()
            if recorded.count >= count {
                lock.unlock()
                continuation.resume()
            } else {
                waiters.append((count, continuation))
                lock.unlock()
            }
        }
    }

    /// Every event of every request with a 2xx answer is not known here, so: the events of all requests, in order.
    func sentEvents() -> [[String: Any]] {
        requests.flatMap { request -> [[String: Any]] in
            let body = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]
            return body?["batch"] as? [[String: Any]] ?? []
        }
    }
}
