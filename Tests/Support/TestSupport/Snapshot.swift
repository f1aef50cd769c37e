import Foundation
import Testing

/// Compares text with a committed snapshot file, with a line diff on failure.
///
/// Re-record after an intended change with `TRACKPLAN_RECORD=1 swift test --filter <suite>`: the snapshots (and
/// the golden `Generated/`) are rewritten and every recording test FAILS on purpose, so a recording run is never
/// mistaken for a passing one. Run again without the variable to check.
public enum Snapshot {
    /// The environment variable that turns recording on.
    public static let recordVariable = "TRACKPLAN_RECORD"

    public static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    /// Expects `actual` to equal the contents of `file`; when recording, writes `actual` there and fails.
    public static func assertMatches(_ actual: String, file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let name = file.lastPathComponent
        if isRecording {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
            recorded(name, sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no snapshot \(name); record it with \(recordVariable)=1", sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            Issue.record(
                "output differs from \(name) (- snapshot, + actual):\n\(lineDiff(expected: expected, actual: actual))",
                sourceLocation: sourceLocation)
        }
    }

    /// Fails the test after a recording, naming what was recorded.
    public static func recorded(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        Issue.record("recorded \(what); run again without \(recordVariable)=1 to check it", sourceLocation: sourceLocation)
    }

    /// The lines that differ, marked `-` (snapshot) and `+` (actual), for a readable failure.
    public static func lineDiff(expected: String, actual: String) -> String {
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
