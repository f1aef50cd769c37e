import Testing

/// Whether this build's runtime, and so the crash harness, carries the crash-point hooks (`CrashPoint`,
/// `TRACKPLAN_CRASH_*`): only with the package trait `CrashPoints` (`swift test --traits CrashPoints`, which
/// `scripts/test.sh` runs). Plain `swift test` builds the runtime as apps get it, without them, and the tests that
/// stop the harness at a crash point or shrink its segments are skipped with `reason` instead of failing.
enum CrashPointHooks {
    #if TRACKPLAN_CRASH_POINTS
        static let built = true
    #else
        static let built = false
    #endif

    static let reason: Comment = "needs the crash-point hooks: run with --traits CrashPoints (scripts/test.sh does)"
}
