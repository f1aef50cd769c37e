import Foundation

/// `body`'s result, or `StoreError.timedOut` once `limit` has passed. At the deadline `body`'s task is cancelled
/// and not waited for: postgres-nio does not always return when the server goes away in the middle of a query
/// (PostgreSQL stopped with `pg_ctl stop -m fast` under load left requests waiting for more than 20 s), and the
/// request must be answered 503 then. A body that still commits after its deadline stored a batch the client
/// will send again; its `Idempotency-Key` and the `messageId` index keep the retry from being stored twice.
func withDeadline<Value: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> Value) async throws -> Value {
    let race = FirstFinish<Value>()
    let work = Task {
        do { race.finish(.success(try await body())) } catch { race.finish(.failure(error)) }
    }
    let timer = Task {
        try? await Task.sleep(for: limit)
        race.finish(.failure(StoreError.timedOut(limit)))
    }
    defer {
        timer.cancel()
        work.cancel()
    }
    return try await withTaskCancellationHandler {
        try await race.value()
    } onCancel: {
        race.finish(.failure(CancellationError()))
    }
}

/// The first of several results offered with `finish`; later ones are dropped.
final class FirstFinish<Value: Sendable>: Sendable {
    private enum State {
        case open
        case waiting(CheckedContinuation<Value, any Error>)
        case finished(Result<Value, any Error>)
        case delivered
    }

    private let state = Locked<State>(.open)

    func finish(_ result: Result<Value, any Error>) {
        let waiter: CheckedContinuation<Value, any Error>? = state.withLock { state in
            switch state {
            case .open:
                state = .finished(result)
                return nil
            case .waiting(let continuation):
                state = .delivered
                return continuation
            case .finished, .delivered:
                return nil
            }
        }
        waiter?.resume(with: result)
    }

    /// Waits for the first result (once: a second caller would wait forever).
    func value() async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let ready: Result<Value, any Error>? = state.withLock { state in
                if case .finished(let result) = state {
                    state = .delivered
                    return result
                }
                state = .waiting(continuation)
                return nil
            }
            if let ready { continuation.resume(with: ready) }
        }
    }
}
