import Foundation
import TrackPlanCheck
import TrackPlanModel

/// Reads a plan directory from disk: the files `PlanFileListing` names (the one rule for what a plan directory
/// holds), in its order.
public enum PlanDirectory {
    /// The plan files, or `PlanFilesError` when the directory or a file cannot be read.
    public static func readFiles(at directory: String) throws -> [PlanSourceFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PlanFilesError("'\(directory)' is not a plan directory")
        }
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        let relativePaths: [String]
        do {
            relativePaths = try PlanFileListing.relativePaths(in: root)
        } catch {
            throw PlanFilesError("cannot read '\(directory)'")
        }
        let prefix = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        return try relativePaths.map { relative in
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path) else {
                throw PlanFilesError("cannot read '\(prefix)/\(relative)'")
            }
            return PlanSourceFile(path: relative, displayPath: "\(prefix)/\(relative)", bytes: [UInt8](data))
        }
    }
}

/// A plan directory or output file that cannot be read or written (the CLI's exit status 3).
public struct PlanFilesError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
