import Foundation

/// Starts and stops the server on one port (ephemeral the first time), from any thread: the test's
/// `goDown()`/`comeUp()` and the `/control/down-for` request both go through here.
final class CollectorLifecycle: @unchecked Sendable {
    private let state: CollectorState
    private let lock = NSLock()
    private var server: CollectorServer?
    private var boundPort: UInt16 = 0
    /// Bumped by every start and stop, so a delayed `down-for` restart never undoes a later decision.
    private var generation = 0
    private var stops = 0

    init(state: CollectorState) {
        self.state = state
    }

    var port: UInt16 { lock.withLock { boundPort } }
    var isUp: Bool { lock.withLock { server != nil } }
    /// How many times the server has gone down.
    var timesDown: Int { lock.withLock { stops } }

    func start() throws {
        try lock.withLock {
            guard server == nil else { return }
            let state = self.state
            let started = try CollectorServer(port: boundPort) { [weak self] request in
                if request.path.hasPrefix("/control/") {
                    let (response, downFor) = state.handleControl(request)
                    if let downFor, let self { self.goDown(for: downFor) }
                    return response
                }
                if request.method == "POST", request.path == "/v1/forget" { return state.handleForget(request) }
                if request.method == "GET", request.path == "/v1/entitlements" { return state.handleEntitlements(request) }
                guard request.method == "POST", request.path == "/v1/batch" else { return .json(404) }
                return state.handleBatch(request)
            }
            server = started
            boundPort = started.port
            generation += 1
        }
    }

    func stop() {
        let running = lock.withLock {
            defer { server = nil }
            return server
        }
        running?.stop()
        lock.withLock {
            generation += 1
            if running != nil { stops += 1 }
        }
    }

    /// Goes down shortly after (so the control request gets its answer) and comes back after `seconds`,
    /// unless the test has started or stopped the collector itself in the meantime.
    private func goDown(for seconds: Double) {
        let thread = Thread { [self] in
            Thread.sleep(forTimeInterval: 0.05)
            stop()
            let downGeneration = lock.withLock { generation }
            Thread.sleep(forTimeInterval: seconds)
            if lock.withLock({ generation == downGeneration }) { try? start() }
        }
        thread.start()
    }
}
