import Foundation

/// The runtime's one lock: a value that can only be reached inside `withLock`, so no code path reads or writes it
/// unguarded.
///
/// `Synchronization.Mutex` would do this job, but it needs macOS 15 / iOS 18 and the package supports macOS 13 /
/// iOS 16, so this small wrapper around `PlainMutex` stands in for it until the deployment targets move; the call
/// sites then stay as they are. Keep the closures short: they run with the lock held, and must not `await` or call back into the owner.
final class Locked<State> {
    private let lock = PlainMutex()
    /// Unchecked: every access is inside `withLock`, which the lock already makes exclusive; the runtime's dynamic
    /// exclusivity check would cost each `track` a pair of calls per access for nothing.
    @exclusivity(unchecked) private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state and returns its result.
    @inline(__always)
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}

/// Safe to share: every access to the state holds the lock, so only the state itself must be sendable.
extension Locked: @unchecked Sendable where State: Sendable {}
