import Testing
import TrackPlanImport
import TrackPlanModel

/// Importers and exporters name Swift types through the naming authority, as lint and the generator do.
@Suite struct ImportNamingTests {
    private static func segmentPlan(events: [String], screens: [String]) -> [UInt8] {
        func rule(_ key: String, _ type: String) -> String {
            #"{"key": "\#(key)", "type": "\#(type)", "version": 1, "jsonSchema": {"type": "object", "properties": {}}}"#
        }
        let rules = events.map { rule($0, "TRACK") } + screens.map { rule($0, "SCREEN") }
        return Array(#"{"name": "Naming", "rules": [\#(rules.joined(separator: ", "))]}"#.utf8)
    }

    /// `Regex` is generated as `RegexEvent`, so an event already called `RegexEvent` collides with it: the importer
    /// separates the two (lint would reject them otherwise), and the result lints clean.
    @Test func eventsThatTheAuthorityRenamesIntoEachOtherAreSeparated() throws {
        let imported = try SegmentImporter.importPlan(Self.segmentPlan(events: ["Regex", "RegexEvent"], screens: []), fileName: "plan.json")
        #expect(ImportFixtures.notes(imported.report, "Swift name").map(\.place) == ["RegexEvent"])
        let loaded = ImportFixtures.load(imported)
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
    }

    /// A separated screen keeps `Screen` last: `Cart2Screen`, not `CartScreen2Screen`.
    @Test func separatedScreensKeepTheirSuffixLast() throws {
        let imported = try SegmentImporter.importPlan(Self.segmentPlan(events: [], screens: ["Cart", "cart"]), fileName: "plan.json")
        let plan = try #require(ImportFixtures.load(imported).plan)
        #expect(plan.screens.map { PlanNames.screenType($0) }.sorted() == ["Cart2Screen", "CartScreen"])
    }

    /// JSON Schema export names each file by the type the generator declares.
    @Test func jsonSchemaFilesAreNamedLikeTheGeneratedTypes() throws {
        let imported = try SegmentImporter.importPlan(Self.segmentPlan(events: ["Regex"], screens: ["Cart"]), fileName: "plan.json")
        let plan = try #require(ImportFixtures.load(imported).plan)
        #expect(PlanExporter.jsonSchemas(plan).map(\.path) == ["events/RegexEvent.schema.json", "screens/CartScreen.schema.json"])
    }
}
