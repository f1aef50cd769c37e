import Foundation

/// Paths the end-to-end tests need: the package root and the directory holding the built products
/// (`trackplan`, and `Modules/` with `TrackPlan.swiftmodule` and `ExamplePlan.swiftmodule`).
enum BuildProducts {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The products directory of the build that produced this test bundle.
    static let directory: URL = {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["TRACKPLAN_PRODUCTS_DIR"] { candidates.append(URL(fileURLWithPath: override)) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules/TrackPlan.swiftmodule").path) }
            ?? candidates.last!
    }()

    static var trackplan: URL { directory.appendingPathComponent("trackplan") }
    static var modules: URL { directory.appendingPathComponent("Modules") }
}

/// Runs a program and collects its output.
struct ProcessResult {
    var status: Int32
    var output: String

    /// Runs `executable` at low CPU priority (`nice`), so compiler and build subprocesses do not starve the
    /// timing-sensitive tests (real-server delivery tests) that run in parallel with them.
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> ProcessResult {
        let process = Process()
        let nice = "/usr/bin/nice"
        if FileManager.default.isExecutableFile(atPath: nice) {
            process.executableURL = URL(fileURLWithPath: nice)
            process.arguments = ["-n", "15", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// `swiftc` from the toolchain running the tests (PATH, else next to `swift`).
    static var swiftc: String {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/swiftc"
    }
}
