import Foundation
import TrackPlanCheck
import TrackPlanModel

/// Plan directories on disk for tests and benchmarks: the files the CLI would read (`PlanFileListing`, the one rule),
/// loaded through the real loader.
public enum PlanFiles {
    /// The plan files below `directory`, in listing order. Diagnostics print `displayPrefix/path` when given.
    public static func read(_ directory: URL, displayPrefix: String? = nil) throws -> [PlanSourceFile] {
        let root = directory.standardizedFileURL
        return try PlanFileListing.relativePaths(in: root).map { path in
            PlanSourceFile(
                path: path, displayPath: displayPrefix.map { "\($0)/\(path)" },
                bytes: [UInt8](try Data(contentsOf: root.appendingPathComponent(path))))
        }
    }

    /// The checked plan in `directory`; throws the printed diagnostics when it has errors.
    public static func load(_ directory: URL) throws -> Plan {
        let result = PlanLoader().load(try read(directory))
        guard let plan = result.plan, !result.diagnostics.hasErrors else {
            throw PlanError(description: result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return plan
    }

    public struct PlanError: Error, CustomStringConvertible {
        public var description: String
    }
}
