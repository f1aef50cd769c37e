import Foundation

/// Time as the runtime sees it: the wall clock for timestamps and ages, and waiting for flush intervals and
/// retry delays. Injected so tests decide when time passes instead of sleeping.
public protocol TrackPlanClock: Sendable {
    func now() -> Date
    /// Returns at `deadline`, or throws `CancellationError` when the task is cancelled first.
    func sleep(until deadline: Date) async throws
}

extension TrackPlanClock {
    func nowMillis() -> Int64 { Int64((now().timeIntervalSince1970 * 1000).rounded(.down)) }
}

/// The real clock.
public struct SystemClock: TrackPlanClock {
    public init() {}

    public func now() -> Date { Date() }

    public func sleep(until deadline: Date) async throws {
        let seconds = deadline.timeIntervalSinceNow
        guard seconds > 0 else { return try Task.checkCancellation() }
        try await Task.sleep(nanoseconds: UInt64(min(seconds, 86_400 * 365) * 1e9))
    }
}
