#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if TRACKPLAN_CRASH_POINTS
    /// The crash-point test's hook, called before every durable write and sync the runtime makes (a log record, a
    /// control slot, an erasure, a sync, a segment created, grown, emptied or deleted, a state file replaced).
    ///
    /// Only builds with the package trait `CrashPoints` carry it (`swift build --traits CrashPoints`, which
    /// `scripts/test.sh` uses; it is not a default trait, so an app that depends on TrackPlan never gets it). Without
    /// the trait this file and every call site compile to nothing, in debug as in release. Inert unless the
    /// environment asks:
    /// - `TRACKPLAN_CRASH_AT=<n>`: at the n-th call the process sends itself `SIGKILL` before the write (what a
    ///   `kill -9` at that instant leaves on disk);
    /// - `TRACKPLAN_CRASH_TORN=1`: the n-th write is first half done (a record cut in the middle), then the kill;
    /// - `TRACKPLAN_CRASH_TRACE=1`: each call prints `crashpoint <n> <label>` on standard output, so a test learns how
    ///   many points a scripted run has.
    enum CrashPoint {
        private struct Plan {
            var crashAt = environment("TRACKPLAN_CRASH_AT").flatMap { Int($0) } ?? 0
            var torn = environment("TRACKPLAN_CRASH_TORN") == "1"
            var trace = environment("TRACKPLAN_CRASH_TRACE") == "1"
            var count = 0
        }

        private static func environment(_ name: String) -> String? {
            getenv(name).map { String(cString: $0) }
        }

        private static let plan = Locked(Plan())

        static func reached(_ label: StaticString) {
            reached(label, tearing: {})
        }

        /// `tearing` does half of the write, for `TRACKPLAN_CRASH_TORN`.
        static func reached(_ label: StaticString, tearing: () -> Void) {
            reached(label, undoing: {}, tearing: tearing)
        }

        /// For a write already made in memory that the hook stands before (a record formed in the mapping, then
        /// committed): `undoing` takes it back whole, `tearing` takes back its second half (`TRACKPLAN_CRASH_TORN`),
        /// so the disk is left as a crash before (or half way through) the write leaves it.
        static func reached(_ label: StaticString, undoing: () -> Void, tearing: () -> Void) {
            let (number, dies, torn, trace) = plan.withLock { plan -> (Int, Bool, Bool, Bool) in
                plan.count += 1
                return (plan.count, plan.count == plan.crashAt, plan.torn, plan.trace)
            }
            if trace {
                let line = Array("crashpoint \(number) \(label)\n".utf8)
                _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            }
            guard dies else { return }
            if torn { tearing() } else { undoing() }
            kill(getpid(), SIGKILL)
            while true { pause() }
        }
    }
#endif
