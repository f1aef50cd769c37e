import Foundation
import Testing

/// Compares command output with a committed snapshot file under `Tests/TrackPlanCLITests/Snapshots/`.
///
/// To re-record after an intended change: `TRACKPLAN_RECORD=1 swift test --filter TrackPlanCLITests`. Recording
/// writes the files and fails the run on purpose, so it is never left on; run again without it to check.
enum Snapshot {
    static let directory = TrackPlanProcess.repositoryRoot.appendingPathComponent("Tests/TrackPlanCLITests/Snapshots")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["TRACKPLAN_RECORD"] == "1" }

    /// The text a snapshot holds for one run: the command, the exit status, stdout and stderr.
    static func text(arguments: [String], output: TrackPlanProcess.Output) -> String {
        """
        $ trackplan \(arguments.joined(separator: " "))
        exit status: \(output.status)
        --- stdout
        \(output.stdout)--- stderr
        \(output.stderr)
        """
    }

    static func assertMatches(_ name: String, arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let output = try TrackPlanProcess.run(arguments)
        let actual = text(arguments: arguments, output: output)
        let file = directory.appendingPathComponent("\(name).txt")
        if isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
            Issue.record("recorded snapshot \(name).txt; run again without TRACKPLAN_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no snapshot \(name).txt; record it with TRACKPLAN_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            Issue.record("output differs from \(name).txt:\n\(lineDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
        }
    }

    /// The lines that differ, marked `-` (snapshot) and `+` (actual), for a readable failure.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : nil
            let after = index < new.count ? String(new[index]) : nil
            guard before != after else { continue }
            if let before { lines.append("- \(before)") }
            if let after { lines.append("+ \(after)") }
        }
        return lines.joined(separator: "\n")
    }
}
