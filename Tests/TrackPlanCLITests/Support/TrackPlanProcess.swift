import Foundation

/// Runs the built `trackplan` binary, found next to the test bundle in the products directory.
struct TrackPlanProcess {
    struct Output: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The products directory: where SwiftPM puts both the test bundle and the `trackplan` executable.
    static var productsDirectory: URL {
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// Runs `trackplan arguments…` in the repository root (so printed paths are repository-relative).
    static func run(_ arguments: [String], environment: [String: String] = ["NO_COLOR": "1"]) throws -> Output {
        try runProgram(productsDirectory.appendingPathComponent("trackplan").path, arguments, environment: environment)
    }

    /// Runs any program in the repository root.
    static func runProgram(_ path: String, _ arguments: [String], environment: [String: String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        process.environment = environment
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Drain stderr on another thread while stdout is read here, so neither pipe can fill up and block the child.
        let errorReader = PipeReader(stderr)
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorReader.finish()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self))
    }
}

/// Reads one pipe to its end on a background thread.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func finish() -> Data {
        done.wait()
        return data
    }
}
