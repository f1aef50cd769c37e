import Testing
import TrackPlanImport
import TrackPlanModel

/// Each importer on the real plans in Fixtures/: the result lints clean, and every construct that could not be
/// carried over is in the report (figures per corpus file; Docs/Importing.md lists them).
@Suite struct ImporterCorpusTests {
    @Test func segmentExportImportsCleanWithEveryLossReported() throws {
        let imported = try ImportFixtures.segment()
        let result = ImportFixtures.load(imported)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.plan?.events.count == 25)
        #expect(imported.report.eventCount == 25)
        // Untyped values, arrays without `items` and the string/integer union are kept (JSONValue and a union enum).
        #expect(imported.report.propertyCount == 145)
        #expect(ImportFixtures.notes(imported.report, "property").isEmpty, "\(imported.report.notes)")
        #expect(ImportFixtures.notes(imported.report, "Swift name").map(\.place) == ["Properties Collided.property_collided", "event_collided"])
        #expect(imported.report.notes.count == 166)
    }

    /// Never silent: every property of the source is written, or it (or the property holding it) is in the report.
    @Test func segmentPropertiesAreWrittenOrReported() throws {
        func paths(_ schema: PlanJSON, _ prefix: String) -> [String] {
            let own = (schema["properties"]?.members ?? []).flatMap { ["\(prefix).\($0.key)"] + paths($0.value, "\(prefix).\($0.key)") }
            return own + (schema["items"].map { paths($0, prefix + "[]") } ?? [])
        }
        let source = try PlanJSON.parse(json: ImportFixtures.bytes("segment/segment-typewriter-plan.json"), path: "plan.json")
        let sourcePaths = (source["rules"]?.arrayValue ?? []).flatMap { paths($0["jsonSchema"] ?? .null, $0["key"]?.stringValue ?? "") }
        let imported = try ImportFixtures.segment()
        let events = try PlanJSON.parse(json: Array(imported.files[1].contents.utf8), path: "events.json")["events"]?.members ?? []
        let written = Set(events.flatMap { paths($0.value, $0.key) })
        let missing = sourcePaths.filter { !written.contains($0) }
        #expect(missing.count == 0)
        let places = imported.report.notes.map(\.place)
        for path in missing {
            #expect(places.contains { path == $0 || path.hasPrefix($0 + ".") || path.hasPrefix($0 + "[]") }, "\(path) is gone without a note")
        }
        #expect(written.count == imported.report.propertyCount)
    }

    @Test func igluSchemasImportTheNewestVersionOfEach() throws {
        let imported = try ImportFixtures.iglu()
        let result = ImportFixtures.load(imported)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
        #expect(
            imported.files.map(\.path) == [
                "trackplan.json", "events/com.snowplowanalytics.mobile.json", "events/com.snowplowanalytics.snowplow.ecommerce.json",
                "events/com.snowplowanalytics.snowplow.json",
            ])
        #expect(imported.report.eventCount == 4)
        #expect(imported.report.propertyCount == 34)
        #expect(imported.report.notes.map(\.construct) == ["schema version 1-0-0", "'minProperties'"])
        let error = try #require(result.plan?.events.first { $0.key == "application_error" })
        #expect(error.properties.properties.map(\.name).contains("causeStackTrace"), "1-0-2 adds causeStackTrace, lineColumn and fileName")
    }

    @Test func rudderStackCatalogImportsWithVariantsAndCategoriesReported() throws {
        let imported = try ImportFixtures.rudderStack()
        let result = ImportFixtures.load(imported)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
        let plan = try #require(result.plan)
        #expect(plan.name == "Typer Test Tracking Plan")
        #expect(
            plan.events.map(\.key) == [
                "Some Track Event", "Some Empty Track Event", "Some Empty Track Event With Additional Properties", "Some Track Event With Variants",
            ])
        #expect(plan.events[2].properties.allowsAdditionalProperties, "allow_unplanned: true")
        #expect(!plan.events[1].properties.allowsAdditionalProperties)
        #expect(imported.report.eventCount == 4)
        #expect(imported.report.propertyCount == 38)
        #expect(ImportFixtures.notes(imported.report, "variants on 'someString'").count == 2)
        #expect(ImportFixtures.notes(imported.report, "category 'Test Category'").count == 4)
        #expect(
            ImportFixtures.notes(imported.report, "property (union").map(\.place) == [
                "Some Track Event.someMultiType"
            ])
        #expect(imported.report.notes.count == 13)
        // A custom type is written out in place: someCustomString is a string.
        let event = plan.events[0]
        let custom = try #require(event.properties.properties.first { $0.name == "someCustomString" })
        guard case .string = custom.schema.type else { Issue.record("someCustomString is \(custom.schema.type)"); return }
        // The integer enum keeps integers (YAML plain scalars), the nested objects keep three levels.
        let codes = try #require(event.properties.properties.first { $0.name == "someIntegerWithEnum" })
        #expect(codes.schema.enumValues?.first == .integer(200))
    }
}
