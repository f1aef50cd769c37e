import Foundation

/// One run of `trackplan-crash-harness`: its `ack <n>` lines are read on a thread of their own as they arrive,
/// so the test can wait for a number of acknowledgements, kill the process, and collect every line it wrote.
final class CrashHarnessProcess: @unchecked Sendable {
    struct Result {
        var acks: [Int]
        var finished: Bool
        var exitStatus: Int32
        /// Events kept in memory only (`held <n>`) and dropped at `track` (`drop <n>`).
        var held: [Int] = []
        var drops: [Int] = []
        /// The final `dropped …` line: counts by reason.
        var dropped: [String: Int] = [:]
    }

    private let process = Process()
    private let lock = NSLock()
    private var acks: [Int] = []
    private var held: [Int] = []
    private var drops: [Int] = []
    private var dropped: [String: Int] = [:]
    private var finished = false
    private var ended = false
    private var waiters: [(acks: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = try Self.binary()
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let reading = output.fileHandleForReading
        Thread.detachNewThread { [self] in readLines(from: reading) }
    }

    /// The harness binary, built beside the test bundle.
    static func binary() throws -> URL {
        let name = "trackplan-crash-harness"
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ].map { $0.appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw HarnessMissing(searched: candidates.map(\.path))
        }
        return found
    }

    struct HarnessMissing: Error { var searched: [String] }

    /// Lines of any kind (`ack`, `held`, `drop`) read so far.
    var tracked: Int { lock.withLock { acks.count + held.count + drops.count } }

    /// Returns once `count` events have been tracked (`ack`, `held` or `drop` lines), or the process has ended.
    func waitForAcks(_ count: Int) async {
        await withCheckedContinuation { continuation in
            lock.lock()
            if acks.count + held.count + drops.count >= count || ended {
                lock.unlock()
                continuation.resume()
            } else {
                waiters.append((count, continuation))
                lock.unlock()
            }
        }
    }

    func killHard() {
        kill(process.processIdentifier, SIGKILL)
    }

    /// Waits for the end of the output and of the process.
    func result() async -> Result {
        await waitForAcks(Int.max)
        process.waitUntilExit()
        return lock.withLock {
            Result(acks: acks, finished: finished, exitStatus: process.terminationStatus, held: held, drops: drops, dropped: dropped)
        }
    }

    private func readLines(from handle: FileHandle) {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                record(line)
            }
        }
        let ready = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            ended = true
            defer { waiters = [] }
            return waiters.map(\.continuation)
        }
        for waiter in ready { waiter.resume() }
    }

    private func record(_ line: String) {
        let ready = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            if line == "done" { finished = true }
            if line.hasPrefix("ack "), let number = Int(line.dropFirst(4)) { acks.append(number) }
            if line.hasPrefix("held "), let number = Int(line.dropFirst(5)) { held.append(number) }
            if line.hasPrefix("drop "), let number = Int(line.dropFirst(5)) { drops.append(number) }
            if line.hasPrefix("dropped ") {
                for pair in line.dropFirst(8).split(separator: " ") {
                    let parts = pair.split(separator: "=")
                    if parts.count == 2, let count = Int(parts[1]) { dropped[String(parts[0])] = count }
                }
            }
            let lines = acks.count + held.count + drops.count
            let ready = waiters.filter { $0.acks <= lines }
            waiters.removeAll { $0.acks <= lines }
            return ready.map(\.continuation)
        }
        for waiter in ready { waiter.resume() }
    }
}
