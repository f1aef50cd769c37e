import Foundation

/// When a store that lost its disk tries it again: first after 100 ms, then doubling to 5 s between tries, so a
/// full disk costs no system call on most `track` calls and durable appends resume within 5 s of space or
/// permission coming back. Monotonic time, so a clock change cannot stall it.
struct DiskRetry {
    static let firstDelayNanos: UInt64 = 100_000_000
    static let longestDelayNanos: UInt64 = 5_000_000_000

    private var delay: UInt64 = 0
    private var due: UInt64 = 0

    /// Whether the disk may be tried now.
    var isDue: Bool { DispatchTime.now().uptimeNanoseconds >= due }

    /// A try failed: wait longer before the next.
    mutating func failed() {
        delay = delay == 0 ? Self.firstDelayNanos : min(delay * 2, Self.longestDelayNanos)
        due = DispatchTime.now().uptimeNanoseconds + delay
    }

    /// Something freed space (segments deleted): try at the next chance, keeping the backoff for later failures.
    mutating func tryNow() {
        due = 0
    }

    mutating func reset() {
        delay = 0
        due = 0
    }
}
