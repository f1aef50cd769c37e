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
        let captured = CapturedError(
            typeName: typeName, message: String(describing: error), handled: handled,
            fingerprint: ErrorFingerprint.of(typeName: typeName, frames: frames), frames: frames,
            breadcrumbs: pipeline.state.withLock(\.breadcrumbs.recent))
        send(captured)
    }

    /// `beforeSendError`, then the pipeline; `trackedAt` for a crash recorded by an earlier launch.
    private func send(_ error: CapturedError, trackedAt timestampMillis: Int64? = nil) {
        var captured = error
        if let beforeSendError {
            guard let edited = beforeSendError(captured) else {
                pipeline.store.countDropped(1, .beforeSendError)
                return
            }
            captured = edited
        }
        flushIfDue(pipeline.run(ErrorEvent(captured: captured), trackedAt: timestampMillis))
    }

    /// At start, with `captureFatalSignals`: sends the crash the previous launch recorded (an unhandled
    /// `Application Error` at the time of the crash), then opens the record file anew and installs the handlers.
    func armFatalSignalCapture(directory: URL?) {
        guard let directory else {
            pipeline.log.report(.warning, "crash_capture_unavailable", "captureFatalSignals needs a storage directory")
            return
        }
        if let record = CrashRecord.read(from: directory) { send(record.captured, trackedAt: record.timestampMillis) }
        let path = directory.appendingPathComponent(CrashRecord.fileName).path
        let installed = pipeline.state.withLock { state in
            guard FatalSignalRecorder.install(path: path, breadcrumbs: state.breadcrumbs.capacity) else { return false }
            for breadcrumb in state.breadcrumbs.recent { FatalSignalRecorder.record(breadcrumb) }
            state.breadcrumbs.recordsForCrash = true
            return true
        }
        if !installed {
            pipeline.log.report(.error, "crash_capture_unavailable", "cannot open \(CrashRecord.fileName) in \(directory.path)")
        }
    }

    /// Leaves a note that the next error event will carry (the trail keeps the most recent
    /// `TrackPlanOptions.breadcrumbCapacity`; every `track` adds one too).
    public func addBreadcrumb(_ message: String, category: String = "app") {
        let breadcrumb = Breadcrumb(category: category, message: message, timestampMillis: pipeline.clock.nowMillis())
        pipeline.state.withLock { $0.breadcrumbs.record(breadcrumb) }
    }
}
