import Foundation
import TrackPlan

/// A clock that moves only when the test says so. `sleep(until:)` suspends until `advance` passes the deadline
/// (or the sleeping task is cancelled), so the client's timers and retry wake-ups fire on the test's command.
final class ManualClock: TrackPlanClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    private var sleepers: [Int: (deadline: Date, continuation: CheckedContinuation<Void, any Error>)] = [:]
    private var cancelledBeforeSleeping: Set<Int> = []
    private var lastId = 0

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = start
    }

    func now() -> Date { lock.withLock { current } }

    func sleep(until deadline: Date) async throws {
        let id = lock.withLock {
            lastId += 1; return lastId
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = lock.withLock {
                    if cancelledBeforeSleeping.remove(id) != nil { return .failure(CancellationError()) }
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
    func advance(by seconds: TimeInterval) {
        let due = lock.withLock {
            current = current.addingTimeInterval(seconds)
            let due = sleepers.filter { $0.value.deadline <= current }
            for id in due.keys { sleepers.removeValue(forKey: id) }
            return due.values.map(\.continuation)
        }
        for continuation in due { continuation.resume() }
    }
}
