import Foundation
import TrackPlanCheck
import TrackPlanModel

/// Loads plan directories from disk for tests, through the real loader.
enum PlanFiles {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    struct LoadError: Error, CustomStringConvertible {
        var description: String
    }

    static func load(_ directory: URL) throws -> Plan {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        let files = try paths.map { path in
            PlanSourceFile(path: path, displayPath: path, bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent(path))))
        }
        let result = PlanLoader().load(files)
        guard let plan = result.plan else {
            throw LoadError(description: result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return plan
    }
}
