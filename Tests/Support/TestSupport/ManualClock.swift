import Foundation

/// A clock that moves only when the test says so: `now()` returns the test's time, and `sleep(until:)` suspends
/// until `advance(by:)` passes the deadline (or the sleeping task is cancelled), so timers and retry wake-ups fire
/// on the test's command instead of the wall clock's.
///
/// It has the shape of the runtime's `TrackPlanClock` without importing the runtime (so every test target can use
/// this module); runtime test targets add the conformance with `extension ManualClock: TrackPlanClock {}`.
public final class ManualClock: @unchecked Sendable {
    private typealias Sleeper = (deadline: Date, continuation: CheckedContinuation<Void, any Error>)

    private let lock = NSLock()
    private var current: Date
    private var sleepers: [Int: Sleeper] = [:]
    /// Sleeps cancelled before they registered: the cancellation handler can run before the continuation exists.
    private var cancelledBeforeSleeping: Set<Int> = []
    private var lastID = 0

    public init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = start
    }

    public func now() -> Date { lock.withLock { current } }

    /// How many tasks are sleeping on this clock.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    public func sleep(until deadline: Date) async throws {
        let id = lock.withLock {
            lastID += 1
            return lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = lock.withLock {
                    if cancelledBeforeSleeping.remove(id) != nil || Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= current { return .success(()) }
                    sleepers[id] = (deadline, continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = lock.withLock {
                let sleeper = sleepers.removeValue(forKey: id)
                if sleeper == nil { cancelledBeforeSleeping.insert(id) }
                return sleeper
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and wakes every sleeper whose deadline has come.
    public func advance(by seconds: TimeInterval) {
        let due = lock.withLock {
            current = current.addingTimeInterval(seconds)
            let due = sleepers.filter { $0.value.deadline <= current }
            for id in due.keys { sleepers.removeValue(forKey: id) }
            return due.values.map(\.continuation)
        }
        for continuation in due { continuation.resume() }
    }
}
