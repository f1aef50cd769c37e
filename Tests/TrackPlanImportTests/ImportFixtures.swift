import Foundation
import TrackPlanCheck
import TrackPlanImport
import TrackPlanModel

/// The corpus copies in Fixtures/ and helpers that load what an importer wrote, as `trackplan lint` would.
enum ImportFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: directory.appendingPathComponent(path))) }

    /// Every file of a fixture folder as (name, bytes), sorted.
    static func folder(_ name: String) throws -> [(path: String, bytes: [UInt8])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(name).path).sorted()
        return try names.map { ($0, try bytes("\(name)/\($0)")) }
    }

    static func segment() throws -> ImportedPlan {
        try SegmentImporter.importPlan(bytes("segment/segment-typewriter-plan.json"), fileName: "plan.json")
    }
    static func iglu() throws -> ImportedPlan { try IgluImporter.importPlan(folder("iglu")) }
    static func rudderStack() throws -> ImportedPlan { try RudderStackImporter.importPlan(folder("rudderstack")) }

    /// Checks the imported files exactly as `trackplan lint` does.
    static func load(_ imported: ImportedPlan) -> PlanLoadResult {
        PlanLoader().load(imported.files.map { PlanSourceFile(path: $0.path, bytes: Array($0.contents.utf8)) })
    }

    /// The notes whose construct starts with `prefix`.
    static func notes(_ report: ImportReport, _ prefix: String) -> [ImportNote] { report.notes.filter { $0.construct.hasPrefix(prefix) } }
}
