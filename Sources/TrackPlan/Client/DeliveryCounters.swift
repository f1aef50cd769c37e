import Foundation

/// What the delivery worker has done, readable synchronously by `stats()`.
final class DeliveryCounters: @unchecked Sendable {
    private let lock = NSLock()
    private var attempts = 0
    private var delivered = 0
    private var paused: PauseReason?
    private var flushRequested = false
    private var waiting = false

    func countAttempt() { lock.withLock { attempts += 1 } }
    func countDelivered(_ events: Int) { lock.withLock { delivered += events } }
    func setPaused(_ reason: PauseReason?) { lock.withLock { paused = reason } }

    var snapshot: (attempts: Int, delivered: Int, paused: PauseReason?) {
        lock.withLock { (attempts, delivered, paused) }
    }

    /// Set while delivery waits for a scheduled wake-up (backoff, breaker, pause): triggers are pointless then.
    func setWaiting(_ value: Bool) { lock.withLock { waiting = value } }

    /// True for the first request since the last `clearFlushRequest`, unless delivery is waiting anyway:
    /// at most one triggered flush is outstanding, and none while a wake-up is scheduled.
    func claimFlushRequest() -> Bool {
        lock.withLock {
            if flushRequested || waiting { return false }
            flushRequested = true
            return true
        }
    }

    func clearFlushRequest() { lock.withLock { flushRequested = false } }
}
