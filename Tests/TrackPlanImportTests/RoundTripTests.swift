import Testing
import TrackPlanImport
import TrackPlanModel

/// import → export → import is a fixed point: a second trip changes nothing.
@Suite struct RoundTripTests {
    /// Segment → plan → Segment → plan gives byte-identical plan files.
    @Test func segmentImportExportImportGivesTheSamePlanFiles() throws {
        let first = try ImportFixtures.segment()
        let plan = try #require(ImportFixtures.load(first).plan)
        let exported = PlanExporter.segment(plan)
        let second = try SegmentImporter.importPlan(Array(exported.contents.utf8), fileName: "plan.json")
        #expect(second.files == first.files)
    }

    /// Any plan exported to Segment and imported back exports to the same Segment plan again.
    @Test(arguments: ["iglu", "rudderstack"])
    func segmentExportIsStableAfterOneTrip(source: String) throws {
        let imported = source == "iglu" ? try ImportFixtures.iglu() : try ImportFixtures.rudderStack()
        let exported = PlanExporter.segment(try #require(ImportFixtures.load(imported).plan))
        let back = try SegmentImporter.importPlan(Array(exported.contents.utf8), fileName: "plan.json")
        let again = PlanExporter.segment(try #require(ImportFixtures.load(back).plan))
        #expect(again == exported)
        let third = try SegmentImporter.importPlan(Array(again.contents.utf8), fileName: "plan.json")
        #expect(third.files == back.files)
    }

    /// JSON Schema export → `import iglu` (self-describing again, named by `self`) → export gives the same schemas.
    @Test func jsonSchemaExportImportsBackToTheSameSchemas() throws {
        let plan = try #require(ImportFixtures.load(try ImportFixtures.iglu()).plan)
        let schemas = PlanExporter.jsonSchemas(plan)
        #expect(
            schemas.map(\.path) == [
                "events/ScreenView.schema.json", "events/Product.schema.json", "events/SnowplowEcommerceAction.schema.json",
                "events/ApplicationError.schema.json",
            ])
        let back = try IgluImporter.importPlan(schemas.map { ($0.path, Array($0.contents.utf8)) })
        #expect(back.report.notes.isEmpty, "\(back.report.text)")
        let again = PlanExporter.jsonSchemas(try #require(ImportFixtures.load(back).plan))
        #expect(Set(again) == Set(schemas))
    }

    @Test func jsonSchemaExportIsStandardDraft2020() throws {
        let plan = try #require(ImportFixtures.load(try ImportFixtures.segment()).plan)
        let file = try #require(PlanExporter.jsonSchemas(plan).first)
        let schema = try PlanJSON.parse(json: Array(file.contents.utf8), path: "s.json")
        #expect(schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(schema["title"] == .string(plan.events[0].key))
        #expect(schema["type"] == .string("object"))
    }

    /// An event imported from Iglu exports as the self-describing schema it came from: the same `$schema` and `self`
    /// block as the source file, no `title`.
    @Test func igluEventsExportWithTheirSelfBlock() throws {
        let plan = try #require(ImportFixtures.load(try ImportFixtures.iglu()).plan)
        let source = try PlanJSON.parse(
            json: try ImportFixtures.bytes("iglu/com.snowplowanalytics.mobile_screen_view_jsonschema_1-0-0.json"), path: "source.json")
        let schema = try PlanJSON.parse(json: Array(try #require(PlanExporter.jsonSchemas(plan).first).contents.utf8), path: "s.json")
        #expect(schema["$schema"] == source["$schema"])
        #expect(schema["self"] == source["self"])
        #expect(schema["title"] == nil)
        #expect(schema["type"] == .string("object"))
        #expect(schema["additionalProperties"] == .bool(false))
        #expect(schema["required"] == .array([.string("name"), .string("id")]))
    }
}
