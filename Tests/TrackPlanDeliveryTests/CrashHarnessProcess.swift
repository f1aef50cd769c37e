import Foundation
import TestSupport

/// One run of `trackplan-crash-harness`: its `ack <n>` (on disk), `held <n>` (in memory only) and `drop <n>`
/// lines are counted as they arrive, so the test can wait for a number of tracked events, kill the process, and
/// collect every line it wrote.
final class CrashHarnessProcess: @unchecked Sendable {
    struct Result {
        var acks: [Int]
        var finished: Bool
        var exitStatus: Int32
        /// Events kept in memory only (`held <n>`) and dropped at `track` (`drop <n>`).
        var held: [Int] = []
        var drops: [Int] = []
        /// The final `dropped …` line: counts by reason code.
        var dropped: [String: Int] = [:]
        /// Every line, in order (the consent run's `consent …`, `reset …` and `state …` lines among them).
        var transcript: [String] = []
    }

    private let lock = NSLock()
    private var acks: [Int] = []
    private var held: [Int] = []
    private var drops: [Int] = []
    private var dropped: [String: Int] = [:]
    private var transcript: [String] = []
    /// `consent …` and `reset …` lines so far.
    private var notes = 0
    private var noteWaiters: [(notes: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var finished = false
    private var ended = false
    private var waiters: [(acks: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var child: ChildProcess?

    /// `environment` is added to the test's own.
    init(arguments: [String], environment: [String: String] = [:]) throws {
        let binary = try Self.binary()
        let merged = environment.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(environment) { $1 }
        child = try ChildProcess(binary, arguments, environment: merged, onLine: { [self] in record($0) }, onEnd: { [self] in end() })
    }

    /// The harness binary, built beside the test bundle.
    static func binary() throws -> URL {
        let binary = BuildProducts.executable("trackplan-crash-harness")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw HarnessMissing(searched: binary.path) }
        return binary
    }

    struct HarnessMissing: Error { var searched: String }

    /// Returns once `count` events have been tracked (`ack`, `held` or `drop` lines), or the output has ended.
    func waitForAcks(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = lock.withLock {
                if lines >= count || ended { return true }
                waiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Returns once `count` `consent …`/`reset …` lines were written (each right after the call returned), or the
    /// output has ended.
    func waitForNotes(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = lock.withLock {
                if notes >= count || ended { return true }
                noteWaiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Returns once a line starting with `prefix` was written (polled every 10 ms), or the output has ended.
    func waitForLine(startingWith prefix: String) async {
        while !lock.withLock({ ended || transcript.contains { $0.hasPrefix(prefix) } }) {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
    }

    func killHard() { child?.kill() }

    /// Waits for the end of the output and of the process (killed if it is still running after two minutes).
    func result() async -> Result {
        let status = (try? await child?.finish(timeout: .seconds(120)))?.status ?? -1
        await waitForAcks(Int.max)
        return lock.withLock {
            Result(acks: acks, finished: finished, exitStatus: status, held: held, drops: drops, dropped: dropped, transcript: transcript)
        }
    }

    private func record(_ line: String) {
        let ready = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            if line == "done" { finished = true }
            transcript.append(line)
            if line.hasPrefix("consent ") || line.hasPrefix("reset ") { notes += 1 }
            if line.hasPrefix("ack "), let number = Int(line.dropFirst(4)) { acks.append(number) }
            if line.hasPrefix("held "), let number = Int(line.dropFirst(5)) { held.append(number) }
            if line.hasPrefix("drop "), let number = Int(line.dropFirst(5)) { drops.append(number) }
            if line.hasPrefix("dropped ") {
                for pair in line.dropFirst(8).split(separator: " ") {
                    let parts = pair.split(separator: "=")
                    if parts.count == 2, let count = Int(parts[1]) { dropped[String(parts[0])] = count }
                }
            }
            let lines = lines
            let notes = notes
            let ready = waiters.filter { $0.acks <= lines }.map(\.continuation) + noteWaiters.filter { $0.notes <= notes }.map(\.continuation)
            waiters.removeAll { $0.acks <= lines }
            noteWaiters.removeAll { $0.notes <= notes }
            return ready
        }
        for waiter in ready { waiter.resume() }
    }

    /// Tracked events seen so far (caller holds the lock).
    private var lines: Int { acks.count + held.count + drops.count }

    private func end() {
        let ready = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            ended = true
            defer { (waiters, noteWaiters) = ([], []) }
            return waiters.map(\.continuation) + noteWaiters.map(\.continuation)
        }
        for waiter in ready { waiter.resume() }
    }
}
