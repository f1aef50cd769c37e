import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The harness's own crashes beyond a trap and `abort()` (TRACKPLAN_HARNESS_FATAL): a stack overflow on the thread
// that started the client, and another reporter's handler installed before the client starts.

/// Recurses until the stack runs out: each frame holds a kilobyte the next call depends on, so no optimiser turns
/// it into a loop. Dies of SIGSEGV on the stack's guard page.
@inline(never) func exhaustStack(_ depth: Int) -> Int {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { frame in
        frame[depth % 1024] = UInt8(truncatingIfNeeded: depth)
        return exhaustStack(depth + 1) &+ Int(frame[depth % 1024])
    }
}

/// What "another crash reporter" does: notes the signal on stdout (one `write(2)`) and returns.
private func previousReporter(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    let line: StaticString = "previous handler called\n"
    line.withUTF8Buffer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

/// Installs `previousReporter` for SIGABRT, as a crash reporter started before TrackPlan would.
func installPreviousReporter() {
    var action = sigaction()
    #if canImport(Darwin)
        action.__sigaction_u.__sa_sigaction = previousReporter
    #else
        action.__sigaction_handler.sa_sigaction = previousReporter
    #endif
    action.sa_flags = SA_SIGINFO
    sigemptyset(&action.sa_mask)
    sigaction(SIGABRT, &action, nil)
}
