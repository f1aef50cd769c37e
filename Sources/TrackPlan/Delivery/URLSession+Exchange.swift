import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// The runtime's one way to send a request and wait for its answer (batches and entitlements alike):
    /// `dataTask(with:completionHandler:)` wrapped in a checked continuation, instead of `data(for:)`.
    ///
    /// Cancelling the calling task makes this throw `URLError(.cancelled)` at once, as `data(for:)` would. The
    /// request itself is only cancelled on Apple platforms. On Linux it is left to end on its own, bounded by the
    /// session's and the request's timeouts, and its answer is ignored: there `data(for:)` calls
    /// `URLSessionTask.cancel()` from the task's cancellation handler, which runs under the task's status lock and
    /// waits for the session's queue, while that queue may be finishing the same request and waiting for the same
    /// lock to resume the caller. Both sides then wait forever (swift-corelibs-foundation). The cancellation
    /// handler here only hands the work to another queue, so it never waits for anything.
    func exchange(_ request: URLRequest) async throws -> (Data, URLResponse) {
        let pending = PendingExchange()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = dataTask(with: request) { data, response, error in
                    pending.finish(
                        Result {
                            if let error { throw error }
                            guard let response else { throw URLError(.badServerResponse) }
                            return (data ?? Data(), response)
                        })
                }
                if pending.start(continuation, task: task) { task.resume() }
            }
        } onCancel: {
            DispatchQueue.global().async { pending.cancel() }
        }
    }
}

/// One `exchange` in flight: whichever comes first, its answer or its task's cancellation, resumes the caller;
/// the other finds nothing left to do. The continuation is always resumed outside the lock.
private final class PendingExchange: @unchecked Sendable {
    private struct State {
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
        var task: URLSessionDataTask?
        var over = false
    }

    private let state = Locked(State())

    /// Keeps `continuation` for the answer; false (and the caller already resumed) when cancelled before it began.
    func start(_ continuation: CheckedContinuation<(Data, URLResponse), any Error>, task: URLSessionDataTask) -> Bool {
        let began = state.withLock { state in
            if state.over { return false }
            state.continuation = continuation
            state.task = task
            return true
        }
        if !began { continuation.resume(throwing: URLError(.cancelled)) }
        return began
    }

    func finish(_ result: Result<(Data, URLResponse), any Error>) {
        take()?.continuation.resume(with: result)
    }

    func cancel() {
        guard let (continuation, task) = take() else { return }
        continuation.resume(throwing: URLError(.cancelled))
        #if canImport(Darwin)
            task.cancel()
        #else
            _ = task  // left to its timeout: see `URLSession.exchange`
        #endif
    }

    /// The continuation and task, once: nil when the exchange is already over (or has not begun).
    private func take() -> (continuation: CheckedContinuation<(Data, URLResponse), any Error>, task: URLSessionDataTask)? {
        state.withLock { state in
            defer {
                state.over = true
                state.continuation = nil
                state.task = nil
            }
            guard let continuation = state.continuation, let task = state.task else { return nil }
            return (continuation, task)
        }
    }
}
