// Shared by Plugins/TrackPlanPlugin and Plugins/TrackPlanGenerateCommand (by symlink: plugins cannot share a
// library target). Foundation only.
import Foundation

/// Where a target keeps its tracking plan: the directory `TrackPlan/` directly inside the target's directory,
/// holding the manifest `trackplan.json` (exact names). For a target at `Sources/ShopApp`, the manifest is
/// `Sources/ShopApp/TrackPlan/trackplan.json`.
struct PlanLocation {
    static let directoryName = "TrackPlan"
    static let manifestName = "trackplan.json"

    let directory: URL

    /// The target's plan, or nil when the target has no `TrackPlan/trackplan.json`.
    init?(targetDirectory: URL) {
        let directory = targetDirectory.appendingPathComponent(Self.directoryName, isDirectory: true)
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent(Self.manifestName).path) else { return nil }
        self.directory = directory
    }

    /// Plan-relative paths of every plan file, as `trackplan` reads them: `*.json` anywhere below the plan
    /// directory, hidden files and folders skipped, sorted.
    func planFiles() -> [String] {
        let root = directory.standardizedFileURL
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "json" { paths.append(String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))) }
        }
        return paths.sorted()
    }
}

#if canImport(PackagePlugin)
    import PackagePlugin

    extension SourceModuleTarget {
        /// The target's directory. `directoryURL` needs tools version 6.1; the package declares 6.0, where the
        /// `Path`-based API is deprecated, so go through `description`.
        var directoryURLCompat: URL { URL(fileURLWithPath: String(describing: directory)) }
    }
#endif
