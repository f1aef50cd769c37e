import Foundation
import PlanTestSupport
import Testing
import TrackPlanCatalogue
import TrackPlanCheck
import TrackPlanModel

/// Plans for the catalogue tests: small ones written inline, and the example plan in Schemas/.
enum CataloguePlans {
    static func plan(events: String, extra: [(String, String)] = [], manifestExtra: String = "") -> Plan {
        let manifest = """
            {"name": "Shop", "version": "1.0.0"\(manifestExtra)}
            """
        let files = [("trackplan.json", manifest), ("events.json", "{\"events\": \(events)}")] + extra
        let result = PlanLoader().load(files.map { PlanSourceFile(path: $0.0, bytes: Array($0.1.utf8)) })
        let errors = result.diagnostics.filter { $0.severity == .error }
        precondition(errors.isEmpty, "test plan has errors: \(errors.map(\.description))")
        return result.plan!
    }

    /// The schema of `property` of the only event of `events`.
    static func schema(_ propertyJSON: String) -> Schema {
        plan(events: "{\"Case\": {\"properties\": {\"value\": \(propertyJSON)}}}").events[0].properties.properties[0].schema
    }

    static var example: Plan {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            return try PlanFiles.load(root.appendingPathComponent("Schemas"))
        }
    }

    static func build(_ plan: Plan, history: CatalogueHistory? = nil) -> [String: String] {
        let files = Catalogue(options: CatalogueOptions(toolVersion: "test", history: history)).build(plan)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }
}
