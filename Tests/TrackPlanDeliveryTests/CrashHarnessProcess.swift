import Foundation
import TestSupport

/// One run of `trackplan-crash-harness`: its `ack <n>` lines are counted as they arrive, so the test can wait for a
/// number of acknowledgements, kill the process, and collect every line it wrote.
final class CrashHarnessProcess: @unchecked Sendable {
    struct Result {
        var acks: [Int]
        var finished: Bool
        var exitStatus: Int32
    }

    private let lock = NSLock()
    private var acks: [Int] = []
    private var finished = false
    private var ended = false
    private var waiters: [(acks: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var child: ChildProcess?

    init(arguments: [String]) throws {
        let binary = try Self.binary()
        child = try ChildProcess(binary, arguments, onLine: { [self] in record($0) }, onEnd: { [self] in end() })
    }

    /// The harness binary, built beside the test bundle.
    static func binary() throws -> URL {
        let binary = BuildProducts.executable("trackplan-crash-harness")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw HarnessMissing(searched: binary.path) }
        return binary
    }

    struct HarnessMissing: Error { var searched: String }

    /// Returns once `count` acknowledgements have arrived, or the output has ended.
    func waitForAcks(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = lock.withLock {
                if acks.count >= count || ended { return true }
                waiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    func killHard() { child?.kill() }

    /// Waits for the end of the output and of the process (killed if it is still running after two minutes).
    func result() async -> Result {
        let status = (try? await child?.finish(timeout: .seconds(120)))?.status ?? -1
        await waitForAcks(Int.max)
        return lock.withLock { Result(acks: acks, finished: finished, exitStatus: status) }
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

    private func end() {
        let ready = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            ended = true
            defer { waiters = [] }
            return waiters.map(\.continuation)
        }
        for waiter in ready { waiter.resume() }
    }
}
