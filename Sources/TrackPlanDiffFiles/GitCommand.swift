import Foundation

/// Runs `git` with arguments (and optional standard input) and returns its output. Used only by
/// `diff --against`; reads the repository, never touches the working tree or the index. `GIT_OPTIONAL_LOCKS=0`
/// keeps git from refreshing the index on the side, so it writes nothing: it runs inside the read-only sandbox
/// of a command plugin on macOS.
struct GitCommand {
    /// The directory git runs in (`git -C`).
    var directory: String

    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    func run(_ arguments: [String], input: Data? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        do {
            try process.run()
        } catch {
            throw DiffFailure.io("cannot run git: \(error.localizedDescription); is git installed?")
        }
        let errors = Collected()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errors.data = stderr.fileHandleForReading.readDataToEndOfFile() }
        if let input {
            DispatchQueue.global().async(group: group) {
                try? stdin.fileHandleForWriting.write(contentsOf: input)
                try? stdin.fileHandleForWriting.close()
            }
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        return Output(status: process.terminationStatus, stdout: output, stderr: String(decoding: errors.data, as: UTF8.self))
    }

    /// Runs and returns trimmed standard output, or throws a usage `DiffFailure` with git's message.
    func text(_ arguments: [String], failure: String) throws -> String {
        let output = try run(arguments)
        guard output.status == 0 else {
            let detail = output.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            throw DiffFailure.usage(detail.isEmpty ? failure : "\(failure): \(detail)")
        }
        return String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Bytes handed from a reader thread back to the caller.
private final class Collected: @unchecked Sendable {
    var data = Data()
}
