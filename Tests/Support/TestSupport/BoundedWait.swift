import Foundation

/// The value of `task`, or nil when it has not returned within `bound`: a test that must not hang checks the
/// answer and fails, instead of waiting for ever. The task is only watched, never cancelled. Keep `bound` generous:
/// it is a limit against hanging, not a timing assertion.
public func value<T: Sendable>(of task: Task<T, Never>, within bound: Duration) async throws -> T? {
    let arrived = ArrivedValue<T>()
    Task { arrived.put(await task.value) }
    let deadline = ContinuousClock.now + bound
    while ContinuousClock.now < deadline {
        if let value = arrived.value { return value }
        try await Task.sleep(for: .milliseconds(20))
    }
    return arrived.value
}

private final class ArrivedValue<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T?

    var value: T? { lock.withLock { stored } }
    func put(_ value: T) { lock.withLock { stored = value } }
}
