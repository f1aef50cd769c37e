import Foundation
import TestSupport
import Testing

/// Runs the built `trackplan` (found with the other build products) with `NO_COLOR=1`, by default in the
/// repository root so printed paths are repository-relative.
enum TrackPlanCLI {
    /// `Tests/TrackPlanCLITests/DiffFixtures`: the diff plans, config and output snapshots.
    static let diffFixtures = BuildProducts.packageRoot.appendingPathComponent("Tests/TrackPlanCLITests/DiffFixtures")
    /// `Tests/TrackPlanCLITests/Snapshots`: whole runs of `trackplan lint`.
    static let snapshots = BuildProducts.packageRoot.appendingPathComponent("Tests/TrackPlanCLITests/Snapshots")

    static func run(_ arguments: [String], in directory: URL = BuildProducts.packageRoot) async throws -> ChildProcess.Output {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        return try await ChildProcess.run(BuildProducts.trackplan, arguments, in: directory, environment: environment, timeout: .seconds(120))
    }

    /// The text a lint snapshot holds for one run: the command, the exit status, stdout and stderr.
    static func transcript(arguments: [String], output: ChildProcess.Output) -> String {
        """
        $ trackplan \(arguments.joined(separator: " "))
        exit status: \(output.status)
        --- stdout
        \(output.stdout)--- stderr
        \(output.stderr)
        """
    }
}

extension Snapshot {
    /// Runs `trackplan arguments…` in the repository root and compares the transcript with `Snapshots/<name>.txt`
    /// (re-record with `TRACKPLAN_RECORD=1`, see `Snapshot`).
    static func assertMatches(_ name: String, arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let output = try await TrackPlanCLI.run(arguments)
        try assertMatches(
            TrackPlanCLI.transcript(arguments: arguments, output: output), file: TrackPlanCLI.snapshots.appendingPathComponent("\(name).txt"),
            sourceLocation: sourceLocation)
    }
}
