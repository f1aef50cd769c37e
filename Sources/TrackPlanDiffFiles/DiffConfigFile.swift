import Foundation
import TrackPlanDiff

/// The diff config of a run: `--config <file>`, else `.trackplan-diff.json` in the current directory when it
/// exists, else the defaults; then `--mode` and `--events` override it. A config inside a plan directory is
/// refused (every `*.json` there is a plan file). `trackplan docs --history` reads it the same way.
public struct DiffConfigFile {
    var request: DiffRequest
    var note: @Sendable (String) -> Void

    /// `request`: the config path, `mode` and `events` overrides, and the plan directories the config must be outside;
    /// `note`: prints the config's diagnostics.
    public init(request: DiffRequest, note: @escaping @Sendable (String) -> Void) {
        self.request = request
        self.note = note
    }

    public func load() throws(DiffFailure) -> DiffConfig {
        var config = DiffConfig()
        let manager = FileManager.default
        let path = request.configPath ?? (manager.fileExists(atPath: DiffConfigReader.defaultFileName) ? DiffConfigReader.defaultFileName : nil)
        if let path {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            for directory in request.directories {
                let root = URL(fileURLWithPath: directory).standardizedFileURL.path + "/"
                if absolute.hasPrefix(root) {
                    throw .usage("the config '\(path)' is inside the plan directory '\(directory)', where every *.json is a plan file; move it out")
                }
            }
            guard let data = manager.contents(atPath: path) else { throw .io("cannot read the config '\(path)'") }
            let result = DiffConfigReader().read([UInt8](data), displayPath: path)
            for diagnostic in result.diagnostics { note(diagnostic.description) }
            guard let read = result.config else { throw .reported }
            config = read
        }
        if let mode = request.mode { config.settings.mode = mode }
        if let openness = request.openness { config.settings.openness = openness }
        return config
    }
}
