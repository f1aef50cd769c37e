// Shared by every plugin in Plugins/ (by symlink: plugins cannot share a
// library target). Foundation only; uses PlanFileListing, symlinked into each plugin from TrackPlanModel.
import Foundation

/// Where a target keeps its tracking plan: the directory `TrackPlan/` directly inside the target's directory,
/// holding the manifest `trackplan.json` (exact names). For a target at `Sources/ShopApp`, the manifest is
/// `Sources/ShopApp/TrackPlan/trackplan.json`.
struct PlanLocation {
    static let directoryName = "TrackPlan"
    static let manifestName = PlanFileListing.manifestName

    let directory: URL

    /// The target's plan, or nil when the target has no `TrackPlan/trackplan.json`.
    init?(targetDirectory: URL) {
        let directory = targetDirectory.appendingPathComponent(Self.directoryName, isDirectory: true)
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent(Self.manifestName).path) else { return nil }
        self.directory = directory
    }

    /// The plan whose manifest is `manifest` (an Xcode target lists its files, not its directory), or nil when the
    /// file is not a manifest inside a `TrackPlan/` directory.
    init?(manifest: URL) {
        let directory = manifest.deletingLastPathComponent()
        guard manifest.lastPathComponent == Self.manifestName, directory.lastPathComponent == Self.directoryName else { return nil }
        self.directory = directory
    }

    /// The plan directory relative to `root` when it lies inside it (`Sources/App/TrackPlan`), else its absolute
    /// path. Tools run in `root` with this path print positions as `trackplan` run there would.
    func relativePath(from root: URL) -> String { Self.relativePath(of: directory, from: root) }

    /// `url` relative to `root` when it lies inside it, else its absolute path.
    static func relativePath(of url: URL, from root: URL) -> String {
        let path = url.standardizedFileURL.path, base = root.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// Plan-relative paths of every plan file, as `trackplan` reads them (`PlanFileListing`: the one rule). An
    /// unreadable folder lists nothing here; `trackplan` itself then reports it when the command runs.
    func planFiles() -> [String] {
        (try? PlanFileListing.relativePaths(in: directory)) ?? []
    }
}
