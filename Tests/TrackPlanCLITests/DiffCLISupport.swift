import Foundation
import Testing

/// Runs the built `trackplan` binary (it sits next to the test bundle) and compares output with snapshot files.
enum DiffCLI {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("DiffFixtures")

    /// Set `TRACKPLAN_RECORD_SNAPSHOTS=1` to rewrite the snapshots; the run then fails so a recording never passes.
    static let recording = ProcessInfo.processInfo.environment["TRACKPLAN_RECORD_SNAPSHOTS"] == "1"

    static var binary: URL {
        let candidates = [Bundle.main.bundleURL] + Bundle.allBundles.map(\.bundleURL)
        for bundle in candidates {
            let binary = bundle.deletingLastPathComponent().appendingPathComponent("trackplan")
            if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/trackplan")
    }

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], in directory: URL, tool: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = tool ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Compares `actual` with `snapshots/<name>`, or records it.
    static func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = fixtures.appendingPathComponent("snapshots/\(name)")
        if recording {
            try Data(actual.utf8).write(to: file)
            Issue.record("recorded snapshot \(name); run again without TRACKPLAN_RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
            return
        }
        let expected = (try? String(contentsOf: file, encoding: .utf8)) ?? "<missing snapshot \(name): record with TRACKPLAN_RECORD_SNAPSHOTS=1>"
        #expect(actual == expected, "output differs from snapshots/\(name)", sourceLocation: sourceLocation)
    }
}
