import Foundation

/// The one way tests run a program: standard output and standard error are read on threads of their own while the
/// child runs (so a full pipe never blocks it), every wait has a time limit, and a child that overruns it or
/// whose run fails is killed (`SIGKILL`) rather than left behind.
///
/// `try await ChildProcess.run(…)` runs a program to its end and returns what it wrote. For a child the test steers
/// while it runs (wait for some output, then `kill()` it), start it with `init(…)`, pass `onLine`, and end with
/// `finish(timeout:)`.
///
/// Every wait is async and off Swift concurrency's pool: a thread of its own waits for the child (and one per pipe
/// drains it), so a test that runs a compiler never holds one of the pool's threads (two on a 2-core machine)
/// that the runtime's tests, running beside it, need. There is no synchronous `run`: a synchronous test that
/// waited for a child would block a pool thread for as long as the child runs.
public final class ChildProcess: @unchecked Sendable {
    /// How a finished child ended and what it wrote.
    public struct Output: Sendable, Equatable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// Standard output, then standard error: for messages that want everything the child said.
        public var combined: String { stdout + stderr }
    }

    /// A child that did not end within its time limit (it has been killed) or could not be started.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    private let process = Process()
    private let command: String
    private let stdout: PipeReader
    private let stderr: PipeReader
    private let exited = DispatchSemaphore(value: 0)

    /// Starts `executable` with `arguments`.
    /// - Parameters:
    ///   - directory: the working directory (default: the test's).
    ///   - environment: the whole environment (default: the test's).
    ///   - input: bytes written to standard input, which is then closed (default: no input).
    ///   - lowPriority: run under `nice -n 15`, so compilers started by tests do not starve timing-sensitive tests.
    ///   - onLine: called with each line of standard output as it arrives, on the reading thread.
    ///   - onEnd: called once standard output has ended (the child exited or closed it).
    public init(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        input: Data? = nil, lowPriority: Bool = false, onLine: (@Sendable (String) -> Void)? = nil,
        onEnd: (@Sendable () -> Void)? = nil
    ) throws {
        let nice = URL(fileURLWithPath: "/usr/bin/nice")
        if lowPriority, FileManager.default.isExecutableFile(atPath: nice.path) {
            process.executableURL = nice
            process.arguments = ["-n", "15", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let outPipe = Pipe(), errPipe = Pipe(), inPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
        process.terminationHandler = { [exited] _ in exited.signal() }
        do {
            try Self.start(process)
        } catch {
            throw Failure(description: "cannot start \(command): \(error)")
        }
        stdout = PipeReader(outPipe.fileHandleForReading, onLine: onLine, onEnd: onEnd)
        stderr = PipeReader(errPipe.fileHandleForReading, onLine: nil, onEnd: nil)
        if let input {
            let handle = inPipe.fileHandleForWriting
            Thread.detachNewThread {
                try? handle.write(contentsOf: input)
                try? handle.close()
            }
        }
    }

    /// Runs `executable` to its end. Throws `Failure` when it cannot start or outlives `timeout` (it is killed).
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        input: Data? = nil, lowPriority: Bool = false, timeout: Duration = .seconds(600)
    ) async throws -> Output {
        try await ChildProcess(executable, arguments, in: directory, environment: environment, input: input, lowPriority: lowPriority)
            .finish(timeout: timeout)
    }

    /// Runs a program found on `PATH` (`git`, `diff`, `swiftc`) to its end.
    public static func run(
        tool: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        input: Data? = nil, lowPriority: Bool = false, timeout: Duration = .seconds(600)
    ) async throws -> Output {
        try await run(
            URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, in: directory, environment: environment, input: input,
            lowPriority: lowPriority, timeout: timeout)
    }

    /// `process.run()`, tried up to `attempts` times when, and only when, it fails with `EBADF`: the known
    /// swift-corelibs-foundation race between `Process.run` calls on several threads at once
    /// (swiftlang/swift#57827; about one start in 6,000 in the crash-point tests' long mode). A start that fails
    /// that way never began, so trying again runs the child once. Every other error is thrown at once.
    static func start(_ process: Process, attempts: Int = 5) throws {
        try retryingBadDescriptor(attempts: attempts) { try process.run() }
    }

    /// Runs `body` until it does not throw `EBADF`, at most `attempts` times; the last error is thrown.
    public static func retryingBadDescriptor(attempts: Int, _ body: () throws -> Void) throws {
        var attempt = 1
        while true {
            do {
                return try body()
            } catch let error where attempt < attempts && isBadDescriptor(error) {
                usleep(UInt32(1_000 * attempt))
                attempt += 1
            }
        }
    }

    /// Whether `error` is `EBADF`: a POSIX error itself, or a Cocoa error whose underlying error is one (as
    /// `Process.run` reports a failed `posix_spawn`).
    public static func isBadDescriptor(_ error: any Error) -> Bool {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return error.code == Int(EBADF) }
        guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error else { return false }
        return isBadDescriptor(underlying)
    }

    public var processIdentifier: Int32 { process.processIdentifier }

    /// Kills the child at once (`SIGKILL`), as a crash would.
    public func kill() {
        if process.isRunning { _ = Foundation.kill(process.processIdentifier, SIGKILL) }
    }

    /// Waits for the child to exit and its output to end, blocking the calling thread (only `finish`'s own thread
    /// calls it). A child still running after `timeout` is killed, and the wait throws with what it had written.
    private func wait(timeout: Duration) throws -> Output {
        let deadline = DispatchTime.now() + .nanoseconds(Int(timeout.components.seconds) * 1_000_000_000)
        if exited.wait(timeout: deadline) == .timedOut {
            kill()
            exited.wait()
            // A grandchild may still hold the pipes open; take what has arrived rather than wait for it.
            let partial = output(readersFinishedBy: .now() + .seconds(2))
            throw Failure(
                description: "\(command) did not finish within \(timeout) and was killed\n--- stdout\n\(partial.stdout)--- stderr\n\(partial.stderr)")
        }
        return output(readersFinishedBy: deadline)
    }

    /// Waits for the child to exit and its output to end, on a thread of its own (never the concurrency pool's). A
    /// child still running after `timeout` is killed, and the wait throws with what it had written so far.
    public func finish(timeout: Duration = .seconds(600)) async throws -> Output {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try self.wait(timeout: timeout) }) }
        }
    }

    private func output(readersFinishedBy deadline: DispatchTime) -> Output {
        Output(
            status: process.isRunning ? -1 : process.terminationStatus, stdout: stdout.text(waitingUntil: deadline),
            stderr: stderr.text(waitingUntil: deadline))
    }

    deinit { kill() }
}
