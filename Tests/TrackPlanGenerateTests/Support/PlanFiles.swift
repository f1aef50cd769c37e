import Foundation
import TrackPlanCheck
import TrackPlanModel

/// Reads a plan directory as the CLI does (`trackplan.json` plus every other `*.json`, hidden entries skipped,
/// sorted by path) and loads it.
enum PlanFiles {
    static func read(_ directory: URL) throws -> [PlanSourceFile] {
        let root = directory.standardizedFileURL
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "json" { paths.append(String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))) }
        }
        return try paths.sorted().map { path in
            PlanSourceFile(path: path, bytes: [UInt8](try Data(contentsOf: root.appendingPathComponent(path))))
        }
    }

    static func load(_ directory: URL) throws -> Plan {
        let result = PlanLoader().load(try read(directory))
        guard let plan = result.plan, !result.diagnostics.hasErrors else {
            throw PlanError(description: result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return plan
    }

    struct PlanError: Error, CustomStringConvertible { var description: String }
}
