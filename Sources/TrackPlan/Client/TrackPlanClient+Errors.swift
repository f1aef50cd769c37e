import Foundation

/// Error capture: a handled (or unhandled) error goes out as an `Application Error` event through the same pipeline
/// as every event (scrubbed, queued durably, batched), with its fingerprint, the call stack and the breadcrumbs.
/// See Docs/Runtime.md.
extension TrackPlanClient {
    /// Sends `error` as an `Application Error` event, unless `TrackPlanOptions.beforeSendError` drops it.
    @inline(never)
    public func captureError(_ error: any Error, handled: Bool = true) {
        // The first frame is `callStackSymbols` itself, the second this method.
        let frames = Array(Thread.callStackSymbols.dropFirst(2).prefix(32))
        let typeName = String(reflecting: type(of: error))
        var captured = CapturedError(
            typeName: typeName, message: String(describing: error), handled: handled,
            fingerprint: ErrorFingerprint.of(typeName: typeName, frames: frames), frames: frames,
            breadcrumbs: pipeline.state.withLock(\.breadcrumbs.recent))
        if let beforeSendError {
            guard let edited = beforeSendError(captured) else {
                pipeline.store.countDropped(1, .beforeSendError)
                return
            }
            captured = edited
        }
        track(ErrorEvent(captured: captured))
    }

    /// Leaves a note that the next error event will carry (the trail keeps the most recent
    /// `TrackPlanOptions.breadcrumbCapacity`; every `track` adds one too).
    public func addBreadcrumb(_ message: String, category: String = "app") {
        let breadcrumb = Breadcrumb(category: category, message: message, timestampMillis: pipeline.clock.nowMillis())
        pipeline.state.withLock { $0.breadcrumbs.record(breadcrumb) }
    }
}
