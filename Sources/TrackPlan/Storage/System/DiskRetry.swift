import Foundation

/// When a store that lost its disk tries it again: first after 100 ms, then doubling to 5 s between tries, so a
/// full disk costs no system call on most `track` calls and durable appends resume within 5 s of space or
/// permission coming back. Monotonic time, so a clock change cannot stall it.
///
/// Test hook (only with the package trait `CrashPoints`, `TRACKPLAN_CRASH_POINTS`; inert unless set):
/// `TRACKPLAN_CRASH_DISK_RETRY_HELD=<n>` counts the delay in held events instead of time: the disk is tried again
/// at the first `track` or batch after n events were held since the last failure (or at once after a segment was
/// deleted), never because time passed. A scripted run then tries the disk at the same writes every time, however
/// loaded the machine, so the crash-point test's full-disk script has the same crash points in the same order.
struct DiskRetry {
    static let firstDelayNanos: UInt64 = 100_000_000
    static let longestDelayNanos: UInt64 = 5_000_000_000

    private var delay: UInt64 = 0
    private var due: UInt64 = 0

    #if TRACKPLAN_CRASH_POINTS
        /// The test hook's delay, read once; nil (the clock) unless set.
        private static let heldPerTry: Int? = ProcessInfo.processInfo.environment["TRACKPLAN_CRASH_DISK_RETRY_HELD"].flatMap { Int($0) }
        private var heldSinceFailure = 0
    #endif

    /// Whether the disk may be tried now.
    var isDue: Bool {
        #if TRACKPLAN_CRASH_POINTS
            if let heldPerTry = Self.heldPerTry { return due == 0 || heldSinceFailure >= heldPerTry }
        #endif
        return DispatchTime.now().uptimeNanoseconds >= due
    }

    /// A try failed: wait longer before the next.
    mutating func failed() {
        delay = delay == 0 ? Self.firstDelayNanos : min(delay * 2, Self.longestDelayNanos)
        due = DispatchTime.now().uptimeNanoseconds + delay
        #if TRACKPLAN_CRASH_POINTS
            heldSinceFailure = 0
        #endif
    }

    /// An event was held in memory (the test hook's delay counts these; nothing otherwise).
    @inline(__always) mutating func held() {
        #if TRACKPLAN_CRASH_POINTS
            heldSinceFailure += 1
        #endif
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
