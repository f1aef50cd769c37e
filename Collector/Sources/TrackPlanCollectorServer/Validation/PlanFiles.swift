import Foundation
import TrackPlanCheck
import TrackPlanModel

/// Reads a plan directory the way `trackplan` does (the files `PlanFileListing` names). Paths in diagnostics
/// and problems are plan-relative.
enum PlanFiles {
    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ directory: String) throws -> [PlanSourceFile] {
        try paths(in: directory).map { relative in
            guard let data = FileManager.default.contents(atPath: directory + "/" + relative) else {
                throw Unreadable(description: "cannot read '\(directory)/\(relative)'")
            }
            return PlanSourceFile(path: relative, bytes: [UInt8](data))
        }
    }

    /// Plan-relative paths with modification time and size, to notice edits cheaply.
    static func fingerprint(_ directory: String) -> [String] {
        ((try? paths(in: directory)) ?? []).map { relative in
            let attributes = try? FileManager.default.attributesOfItem(atPath: directory + "/" + relative)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(relative)|\(modified)|\(attributes?[.size] as? Int ?? -1)"
        }
    }

    private static func paths(in directory: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Unreadable(description: "'\(directory)' is not a plan directory")
        }
        return try PlanFileListing.relativePaths(in: URL(fileURLWithPath: directory))
    }
}
