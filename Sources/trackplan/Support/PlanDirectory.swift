import Foundation
import TrackPlanCheck

/// Reads a plan directory from disk: `trackplan.json` plus every other `*.json` below it (hidden entries skipped),
/// sorted by path so the order is the same on every machine.
enum PlanDirectory {
    static func readFiles(at directory: String) throws -> [PlanSourceFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("'\(directory)' is not a plan directory")
        }
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else {
            throw UsageError("cannot read '\(directory)'")
        }
        var relativePaths: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "json" {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey])
            guard values?.isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            relativePaths.append(relative)
        }
        let prefix = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        return try relativePaths.sorted().map { relative in
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path) else {
                throw UsageError("cannot read '\(prefix)/\(relative)'")
            }
            return PlanSourceFile(path: relative, displayPath: "\(prefix)/\(relative)", bytes: [UInt8](data))
        }
    }
}
