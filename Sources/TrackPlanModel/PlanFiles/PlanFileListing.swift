// The one place that says which files make up a plan directory. The CLI (`trackplan lint/generate/diff`, also
// for a plan read from git), the tests and the benchmarks call it here; Plugins/TrackPlanPlugin and
// Plugins/TrackPlanGenerateCommand compile this same file through a symlink, because a plugin cannot import a
// library target. Keep it Foundation-only and free of other project types.
import Foundation

/// Which files make up a plan: the manifest `trackplan.json` plus every other `*.json` file anywhere below the plan
/// directory, skipping hidden files and folders (any path component starting with `.`), as `/`-separated
/// plan-relative paths sorted by path, so every tool reads the same files in the same order on every machine.
///
/// A symbolic link to a JSON file counts as that file; a symbolic link to a folder is not followed (it could loop).
public enum PlanFileListing {
    /// The manifest's name, at the root of the plan directory.
    public static let manifestName = "trackplan.json"

    /// Whether a plan-relative, `/`-separated path names a plan file. For listings that do not come from the
    /// disk (`git ls-tree`); `relativePaths(in:)` applies the same rule.
    public static func isPlanFile(_ relativePath: some StringProtocol) -> Bool {
        relativePath.hasSuffix(".json") && !relativePath.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// The plan files below `directory`, plan-relative and sorted. Throws when a folder cannot be read.
    public static func relativePaths(in directory: URL) throws -> [String] {
        var paths: [String] = []
        try collect(in: directory.standardizedFileURL.path, prefix: "", into: &paths)
        return paths.sorted()
    }

    private static func collect(in directory: String, prefix: String, into paths: inout [String]) throws {
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: directory) where !name.hasPrefix(".") {
            let path = directory + "/" + name
            let relative = prefix + name
            let type = (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            switch type {
            case .typeDirectory?:
                try collect(in: path, prefix: relative + "/", into: &paths)
            case .typeRegular?:
                if isPlanFile(relative) { paths.append(relative) }
            case .typeSymbolicLink?:
                var isDirectory: ObjCBool = false
                if isPlanFile(relative), manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    paths.append(relative)
                }
            default:
                continue
            }
        }
    }
}
