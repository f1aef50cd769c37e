import Foundation

#if canImport(UIKit)
    import UIKit
#endif

/// Runs the time- and lifecycle-driven flush policies (`interval`, `background`) until `cancel()`. The `count`
/// policy needs no task: `track` checks it inline.
///
/// The running timers and observers sit in one `Locked` value, and `cancel()` takes them out under the lock
/// before stopping them, so concurrent `stop()` calls (and `stop()` racing `deinit`) each see either everything
/// or nothing, and nothing is cancelled or removed twice.
final class FlushScheduler: Sendable {
    private struct Running: @unchecked Sendable {  // observer tokens are opaque, used only to remove them
        var timers: [Task<Void, Never>] = []
        var observers: [any NSObjectProtocol] = []
    }

    private let running: Locked<Running?>

    init(policies: [FlushPolicy], worker: DeliveryWorker, clock: any TrackPlanClock) {
        var started = Running()
        for interval in policies.intervals {
            started.timers.append(
                Task {
                    while !Task.isCancelled {
                        do { try await clock.sleep(until: clock.now().addingTimeInterval(interval)) } catch { return }
                        worker.trigger()
                    }
                })
        }
        #if canImport(UIKit) && !os(watchOS)
            if policies.flushesInBackground {
                started.observers.append(
                    NotificationCenter.default.addObserver(
                        forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
                    ) { _ in worker.trigger() })
            }
        #endif
        running = Locked(started)
    }

    /// True until `cancel()`.
    var isRunning: Bool { running.withLock { $0 != nil } }

    /// Stops every timer and observer; safe to call any number of times, from any thread, at once.
    func cancel() {
        guard
            let stopped = running.withLock({ running in
                defer { running = nil }; return running
            })
        else { return }
        for timer in stopped.timers { timer.cancel() }
        for observer in stopped.observers { NotificationCenter.default.removeObserver(observer) }
    }

    deinit {
        cancel()
    }
}
