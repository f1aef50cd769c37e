import Foundation
import TestSupport
import Testing
import TrackPlanCollector

/// SQLite's crash test, for the runtime: a scripted run of the harness is stopped by `SIGKILL` before its N-th
/// durable write or sync (`CrashPoint`, with the `CrashPoints` trait), for every N the script has; then a launch tracks 3 events
/// and is killed, and a last launch delivers everything. At every crash point: each event `track` acknowledged
/// arrives exactly once or is counted, none the script purged (a withdrawal or `forget()` that returned) arrives,
/// and the events tracked after the crash all arrive (a sequence number handed out twice would lose them).
///
/// Quick mode (the default, in `scripts/test.sh`): the script below, every crash point, every other one with the
/// write cut in half before the kill. Long mode: `TRACKPLAN_CRASHPOINT_SEEDS=<n>` adds n random scripts (seeds
/// 1…n, or from `TRACKPLAN_CRASHPOINT_SEED_BASE`), every crash point of each, both ways.
/// The quick scripts have 30 minutes each; long mode a day (50 seeds are about an hour on a loaded 2-core machine),
/// so the limit is per test, not on the suite (the shorter of the two would apply).
/// Every launch runs with 1 MiB segments (`TRACKPLAN_CRASH_SEGMENT_BYTES`; 4 MiB otherwise), so 18 events of 60 KB
/// roll over: the same steps at a fraction of the crash points.
// Stops the harness at its crash points, so it needs the hooks (the `CrashPoints` trait).
@Suite(.serialized, .enabled(if: CrashPointHooks.built, CrashPointHooks.reason)) struct CrashPointTests {
    static let segmentBytes = ["TRACKPLAN_CRASH_SEGMENT_BYTES": "\(1 << 20)"]

    /// Append, roll-over (18 records of 60 KB over a 1 MiB segment), batches and their acknowledgement and
    /// erasure, segment deletion, withdrawal, remembered traits set, kept, cleared by `reset()` and set for
    /// another user, `forget()`, the same user signed in and forgotten again (only the second call's request may
    /// finish the purge its kill interrupted), and the reopening of a log with all of them.
    static let script =
        "track 3; track-analytics 3; flush; track 2; track-analytics 2; withdraw; track 2; flush; grant; identify user-a traits;"
        + " track 2; identify user-a; track 1; reset; track 1; identify user-b traits; track-analytics 1; track 1; forget;"
        + " identify user-b traits; track 1; forget; track-big 18;"
        + " track-analytics 1; flush; track 1; stop"

    @Test(.timeLimit(.minutes(30))) func everyCrashPointOfTheScriptKeepsTheInvariants() async throws {
        try await Self.check(script: Self.script, tornEveryOther: true)
    }

    /// A disk that fills up (`TRACKPLAN_CRASH_DISK_BYTES`, a quota the `CrashPoints` build's allocations obey): events are
    /// held in memory once the segment cannot grow. The retry delay is counted in held events, not time
    /// (`TRACKPLAN_CRASH_DISK_RETRY_HELD=3`, DiskRetry's test hook), so every run tries the disk at the same writes:
    /// at the 17th, 20th and 23rd event it is tried and still refuses (the watermark rewritten, the growth refused); the
    /// `drain` delivers the durable and held events with no try between; 2 more are held, and the `flush` tries the
    /// disk: the segment holds nothing live, so it is emptied in place, given its header, and the 2 held events are
    /// written back into it, then delivered. Every later launch sees the same full disk.
    static let fullDiskScript = "track 2; track-big 14; track 7; drain; track 2; flush; track 1; stop"
    static let fullDisk = ["TRACKPLAN_CRASH_DISK_BYTES": "700000", "TRACKPLAN_CRASH_DISK_RETRY_HELD": "3"]
    /// Full-disk compaction's writes: the segment emptied, its allocation (a step: the quota cannot take a whole
    /// segment) and header, the 2 held events written back.
    static let fullDiskCompaction = ["segment empty", "segment grow", "log append", "log append", "log append"]

    @Test(.timeLimit(.minutes(30))) func everyCrashPointOfAFullDiskKeepsTheInvariants() async throws {
        try await Self.check(script: Self.fullDiskScript, tornEveryOther: true, environment: Self.fullDisk, mustReach: Self.fullDiskCompaction)
    }

    /// Sessions with a 1 s idle timeout: 1.2 s of activity in one session (its activity is recorded in
    /// `session.json` before the event of the call that crossed the second is queued: a kill between the two ends
    /// the session at that call, after its last event), a session change inside the run (`session.json`,
    /// `Session Ended`, `Session Started`), and the launch after the crash idles past the timeout, so the session
    /// the kill cut ends there (CrashPointSessions has the invariants).
    static let sessionScript =
        "track 2; idle 300; track 1; idle 300; track 1; idle 300; track 1; idle 300; track 1; idle 1100; track 2; flush; idle 1100; track 1; stop"
    static let sessions = ["TRACKPLAN_HARNESS_IDLE_TIMEOUT": "1"]

    @Test(.timeLimit(.minutes(30))) func everyCrashPointOfASessionChangeKeepsTheInvariants() async throws {
        try await Self.check(script: Self.sessionScript, tornEveryOther: true, environment: Self.sessions, sessions: true)
    }

    @Test(.timeLimit(.minutes(24 * 60))) func randomScriptsInLongMode() async throws {
        let environment = ProcessInfo.processInfo.environment
        let seeds = environment["TRACKPLAN_CRASHPOINT_SEEDS"].flatMap { Int($0) } ?? 0
        let base = environment["TRACKPLAN_CRASHPOINT_SEED_BASE"].flatMap { UInt64($0) } ?? 1
        for seed in base..<(base + UInt64(seeds)) {
            var random = SplitMix64(seed: seed)
            let run = CrashPointRandomScript(using: &random)
            print("crash points: seed \(seed): \(run.environment.map { "\($0)=\($1)" }.sorted().joined(separator: " ")) \(run.script)")
            try await Self.check(script: run.script, tornEveryOther: false, environment: run.environment, sessions: run.sessions)
            try await Self.check(
                script: run.script, tornEveryOther: true, tornFirst: true, environment: run.environment, sessions: run.sessions)
        }
    }

    /// `environment` goes to every launch at every crash point (a full disk, sessions); `sessions` adds their checks;
    /// `mustReach` is a run of consecutive crash point labels the script's run must have.
    static func check(
        script: String, tornEveryOther: Bool, tornFirst: Bool = false, environment: [String: String] = [:], sessions: Bool = false,
        mustReach: [String] = []
    ) async throws {
        let environment = segmentBytes.merging(environment) { $1 }
        _ = try CrashHarnessProcess.binary()
        let points = try await withCollector(writeKey: "crash-point-key") { collector in
            let trace = launch(to: await collector.endpoint.absoluteString)
            defer { try? FileManager.default.removeItem(atPath: trace.directory) }
            let traced = try await trace.run(script, first: 1, environment: environment.merging(["TRACKPLAN_CRASH_TRACE": "1"]) { $1 })
            try #require(traced.transcript.contains("done \(script.split(separator: ";").count - 1)"), "\(traced.transcript.suffix(5))")
            return traced.crashPoints
        }
        let labels = points.map(\.label)
        print("crash points: \(points.count) in the script (\(Set(labels).sorted().joined(separator: ", ")))")
        let reached = mustReach.isEmpty || labels.indices.contains { labels[$0...].starts(with: mustReach) }
        #expect(reached, "the script never reached \(mustReach.joined(separator: ", ")) in a row: \(labels)")
        // Three crash points at a time: most of a point's time is process start and HTTP, not CPU.
        var remaining = points[...]
        try await withThrowingTaskGroup(of: Void.self) { group in
            func startNext() {
                guard let point = remaining.popFirst() else { return }
                let torn = tornEveryOther && (point.number % 2 == (tornFirst ? 1 : 0))
                group.addTask {
                    try await withCollector(writeKey: "crash-point-key") { collector in
                        try await checkPoint(point, torn: torn, script: script, environment: environment, sessions: sessions, collector: collector)
                    }
                }
            }
            for _ in 0..<3 { startNext() }
            while try await group.next() != nil { startNext() }
        }
    }

    /// A launcher for a fresh storage directory.
    static func launch(to endpoint: String) -> StepLaunch {
        StepLaunch(
            directory: NSTemporaryDirectory() + "trackplan-crash-point-\(UUID().uuidString.prefix(8))", endpoint: endpoint,
            writeKey: "crash-point-key")
    }

    /// One crash point, with a collector of its own (a shared one would make every point read every earlier
    /// point's events): the killed run, a launch that tracks 3 and is killed, a launch that delivers; then the checks.
    static func checkPoint(
        _ point: (number: Int, label: String, step: String), torn: Bool, script: String, environment: [String: String], sessions: Bool,
        collector: TrackPlanCollector
    ) async throws {
        let launch = launch(to: await collector.endpoint.absoluteString)
        defer { try? FileManager.default.removeItem(atPath: launch.directory) }
        let first = point.number * 1_000
        let context = "crash point \(point.number) (\(point.label), step \(point.step)\(torn ? ", torn" : ""))"
        var crashEnvironment = environment.merging(["TRACKPLAN_CRASH_AT": "\(point.number)"]) { $1 }
        if torn { crashEnvironment["TRACKPLAN_CRASH_TORN"] = "1" }
        let crashed = try await launch.run(script, first: first + 1, environment: crashEnvironment)
        // With sessions, the launch after the crash idles past the timeout: its first event ends the cut session.
        let after = try await launch.run(
            sessions ? "idle 1100; track 3; stats; die" : "track 3; stats; die", first: first + 900, environment: environment)
        let last = try await launch.run("flush; drain; stats; stop", first: first + 950, environment: environment)
        let model = CrashPointModel(transcript: crashed.transcript)
        // Re-sent batches are recognised by key and events by `messageId`, so each arrives here once at most.
        let accepted = await collector.acceptedEvents.map(CrashPointSessions.object)  // each event parsed once
        let arrived = Set(accepted.compactMap(CrashPointSessions.number))
        let forgotten = model.forgotten(requests: await collector.forgetRequests.compactMap(\.userId))
        let purged = model.fates.filter { $0.value == .purged || $0.value.isForgotten(in: forgotten) }.map(\.key)
        #expect(arrived.isDisjoint(with: purged), "\(context): purged but delivered: \(arrived.intersection(purged).sorted())")
        let mustArrive = model.fates.filter { fate in
            if case .purgedIfForgotten = fate.value { return !fate.value.isForgotten(in: forgotten) }
            return fate.value == .arrives
        }
        let required = mustArrive.map(\.key) + after.acks.map(\.number)
        let missing = Set(required).subtracting(arrived).sorted()
        // A kill leaves the page cache intact, so nothing acknowledged may be missing, counted or not.
        #expect(missing.isEmpty, "\(context): acknowledged and lost (counted: \(last.dropped)): \(missing)")
        // The one event whose `track` the kill interrupted may arrive too.
        // Events held in memory on a full disk were never acknowledged: they may arrive or be lost (and counted).
        let strays = arrived.subtracting(model.fates.keys).subtracting(after.acks.map(\.number)).subtracting(crashed.held)
        #expect(strays.count <= 1, "\(context): arrived without being acknowledged: \(strays.sorted())")
        // Held events lost with the killed process (and not purged) are counted when the next launch opens the log.
        let heldFates = CrashPointModel(transcript: crashed.transcript.map { $0.hasPrefix("held ") ? "ack" + $0.dropFirst(4) : $0 }).fates
        let lostHeld = crashed.held.subtracting(arrived).filter { heldFates[$0] == .arrives }
        #expect(lostHeld.count <= after.dropped["corrupt", default: 0], "\(context): held, lost and not counted: \(lostHeld.sorted())")
        let traits = CrashPointTraitsModel(transcript: crashed.transcript).violations(
            in: accepted, point: point.number, after: Set(after.acks.map(\.number)), forgotten: forgotten)
        #expect(traits.isEmpty, "\(context): \(traits.joined(separator: "; "))")
        if sessions {
            let problems = CrashPointSessions.violations(
                in: accepted, point: point.number, purges: script.contains("withdraw") || script.contains("forget"))
            #expect(problems.isEmpty, "\(context): \(problems.joined(separator: "; "))")
        }
    }
}

extension CrashPointModel.Fate {
    /// Whether the forget that may have purged the event reached the collector.
    func isForgotten(in users: Set<String>) -> Bool {
        if case .purgedIfForgotten(let user) = self { return users.contains(user) }
        return false
    }
}
