import Foundation

#if canImport(UIKit)
    import UIKit
#endif

/// The timed flush (every `flushInterval`) and, on Apple platforms with UIKit, a flush when the app moves to
/// the background. The batch-size trigger lives in `track`.
final class FlushTriggers: @unchecked Sendable {
    private var timer: Task<Void, Never>?
    private var observer: (any NSObjectProtocol)?

    init(worker: DeliveryWorker, interval: TimeInterval, clock: any TrackPlanClock) {
        timer = Task {
            while !Task.isCancelled {
                do { try await clock.sleep(until: clock.now().addingTimeInterval(interval)) } catch { return }
                await worker.flush(explicit: false)
            }
        }
        #if canImport(UIKit) && !os(watchOS)
            observer = NotificationCenter.default.addObserver(
                forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
            ) { _ in worker.trigger() }
        #endif
    }

    func cancel() {
        timer?.cancel()
        timer = nil
        if let observer { NotificationCenter.default.removeObserver(observer) }
        observer = nil
    }
}
