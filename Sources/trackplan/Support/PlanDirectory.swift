import Foundation
import TrackPlanCheck
import TrackPlanModel

/// Reads a plan directory from disk: the files `PlanFileListing` names (the one rule for what a plan directory
/// holds), in its order.
enum PlanDirectory {
    static func readFiles(at directory: String) throws -> [PlanSourceFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("'\(directory)' is not a plan directory")
        }
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        let relativePaths: [String]
        do {
            relativePaths = try PlanFileListing.relativePaths(in: root)
        } catch {
            throw UsageError("cannot read '\(directory)'")
        }
        let prefix = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        return try relativePaths.map { relative in
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path) else {
                throw UsageError("cannot read '\(prefix)/\(relative)'")
            }
            return PlanSourceFile(path: relative, displayPath: "\(prefix)/\(relative)", bytes: [UInt8](data))
        }
    }
}
