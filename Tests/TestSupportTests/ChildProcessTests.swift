import Foundation
import TestSupport
import Testing

/// The one process runner: both pipes drain while the child runs, time limits kill, lines stream.
@Suite struct ChildProcessTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func aChildFillingBothPipesFinishes() async throws {
        // 1 MiB to each stream: far past a pipe's 64 KiB buffer, so reading one after the other would deadlock.
        let script = "head -c 1048576 /dev/zero | tr '\\0' e >&2; head -c 1048576 /dev/zero | tr '\\0' o"
        let output = try await ChildProcess.run(Self.shell, ["-c", script], timeout: .seconds(60))
        #expect(output.status == 0)
        #expect(output.stdout.utf8.count == 1_048_576)
        #expect(output.stderr.utf8.count == 1_048_576)
    }

    /// The child would sleep ten minutes: only the kill at the time limit ends it (no timed assertion: a loaded
    /// machine may notice the limit late, never early).
    @Test func aChildPastItsTimeLimitIsKilledAndReported() async throws {
        let failure = await #expect(throws: ChildProcess.Failure.self) {
            try await ChildProcess.run(Self.shell, ["-c", "echo started; exec sleep 600"], timeout: .seconds(1))
        }
        #expect(failure?.description.contains("did not finish within") == true, "\(String(describing: failure))")
        #expect(failure?.description.contains("started") == true, "what it wrote comes back: \(String(describing: failure))")
    }

    @Test func inputReachesTheChildAndStatusComesBack() async throws {
        let output = try await ChildProcess.run(Self.shell, ["-c", "tr a-z A-Z; exit 3"], input: Data("hello\n".utf8))
        #expect(output.status == 3)
        #expect(output.stdout == "HELLO\n")
        #expect(output.stderr.isEmpty)
    }

    @Test func linesStreamAsTheyArriveAndKillEndsTheChild() async throws {
        let lines = LineBox()
        // Ten minutes of sleep: the kill ends it, however late a loaded machine runs this task again.
        let child = try ChildProcess(Self.shell, ["-c", "echo one; echo two; exec sleep 600"], onLine: { lines.append($0) })
        while lines.count < 2 { try await Task.sleep(for: .milliseconds(10)) }
        child.kill()
        let output = try await child.finish(timeout: .seconds(600))
        #expect(output.status == SIGKILL)
        #expect(lines.all == ["one", "two"])
    }
}

/// The start's retry: on `EBADF` only (swiftlang/swift#57827), a bounded number of times.
@Suite struct ChildProcessStartRetryTests {
    static let badDescriptor = NSError(domain: NSPOSIXErrorDomain, code: Int(EBADF))
    /// How `Process.run` reports a failed `posix_spawn`: a Cocoa read error over the POSIX one.
    static let spawnFailed = NSError(
        domain: NSCocoaErrorDomain, code: CocoaError.fileReadUnknown.rawValue, userInfo: [NSUnderlyingErrorKey: badDescriptor])

    @Test func badDescriptorIsRecognisedDirectlyAndUnderneath() {
        #expect(ChildProcess.isBadDescriptor(Self.badDescriptor))
        #expect(ChildProcess.isBadDescriptor(Self.spawnFailed))
        #expect(ChildProcess.isBadDescriptor(POSIXError(.EBADF)))
        #expect(!ChildProcess.isBadDescriptor(POSIXError(.ENOENT)))
        #expect(!ChildProcess.isBadDescriptor(CocoaError(.fileReadNoSuchFile)))
        #expect(!ChildProcess.isBadDescriptor(ChildProcess.Failure(description: "other")))
    }

    @Test func aStartFailingWithBadDescriptorIsTriedAgain() throws {
        let attempts = Counter()
        try ChildProcess.retryingBadDescriptor(attempts: 5) {
            attempts.add()
            if attempts.value < 3 { throw Self.spawnFailed }
        }
        #expect(attempts.value == 3)
    }

    @Test func retriesStopAtTheLimitWithTheLastError() {
        let attempts = Counter()
        #expect(throws: NSError.self) {
            try ChildProcess.retryingBadDescriptor(attempts: 5) {
                attempts.add()
                throw Self.badDescriptor
            }
        }
        #expect(attempts.value == 5)
    }

    @Test func otherErrorsAreNotRetried() {
        let attempts = Counter()
        #expect(throws: POSIXError.self) {
            try ChildProcess.retryingBadDescriptor(attempts: 5) {
                attempts.add()
                throw POSIXError(.ENOENT)
            }
        }
        #expect(attempts.value == 1)
    }

    @Test func aMissingProgramStillFailsToStart() async {
        await #expect(throws: ChildProcess.Failure.self) {
            try await ChildProcess.run(URL(fileURLWithPath: "/nonexistent/program"), [], timeout: .seconds(20))
        }
    }
}

private final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func add() { value += 1 }
}

private final class LineBox: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var count: Int { lock.withLock { lines.count } }
    var all: [String] { lock.withLock { lines } }
}
