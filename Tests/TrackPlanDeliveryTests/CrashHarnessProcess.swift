import Foundation

/// One run of `trackplan-crash-harness`: its `ack <n>` lines are read on a thread of their own as they arrive,
/// so the test can wait for a number of acknowledgements, kill the process, and collect every line it wrote.
final class CrashHarnessProcess: @unchecked Sendable {
    struct Result {
        var acks: [Int]
        var finished: Bool
        var exitStatus: Int32
    }

    private let process = Process()
    private let lock = NSLock()
    private var acks: [Int] = []
    private var finished = false
    private var ended = false
    private var waiters: [(acks: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(arguments: [String]) throws {
        process.executableURL = try Self.binary()
        process.arguments = arguments
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

    /// Returns once `count` acknowledgements have arrived, or the process has ended.
    func waitForAcks(_ count: Int) async {
        await withCheckedContinuation { continuation in
            lock.lock()
            if acks.count >= count || ended {
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
        return lock.withLock { Result(acks: acks, finished: finished, exitStatus: process.terminationStatus) }
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
            let ready = waiters.filter { $0.acks <= acks.count }
            waiters.removeAll { $0.acks <= acks.count }
            return ready.map(\.continuation)
        }
        for waiter in ready { waiter.resume() }
    }
}
