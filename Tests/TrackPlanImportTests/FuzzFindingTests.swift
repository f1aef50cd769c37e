import Testing
import TrackPlanImport
import TrackPlanModel

/// Inputs the import fuzzer found (Fuzz/, Docs/Fuzzing.md), minimised: an importer either refuses its input or
/// writes a plan that lint accepts.
@Suite struct FuzzFindingTests {
    /// An export whose rules give no event or screen was imported as a plan that lint refused (`empty-plan`).
    @Test func aSegmentExportWithoutEventsOrScreensIsRefused() {
        for export in [
            #"{"rules": []}"#, #"{"rules": {"events": [{"key": "Order Completed", "type": "TRACK"}]}}"#,
            #"{"rules": [{"key": "User", "type": "IDENTIFY", "jsonSchema": {"properties": {"traits": {"type": "object"}}}}]}"#,
        ] {
            #expect(throws: ImportError.self, "\(export)") { try SegmentImporter.importPlan(Array(export.utf8), fileName: "x.json") }
        }
    }

    /// `minimum` on a string (JSON Schema ignores it) was copied, and lint refused it (`inapplicable-keyword`).
    @Test func keywordsOfAnotherTypeAreLeftOutAndNoted() throws {
        let schema = #"""
            {"self": {"vendor": "com.acme", "name": "viewed", "format": "jsonschema", "version": "1-0-0"}, "type": "object",
             "properties": {"sku": {"type": "string", "minimum": 0, "maximum": 9, "minLength": 1},
                            "count": {"type": ["integer", "null"], "pattern": "^[0-9]+$", "items": {"type": "string"}, "maximum": 5},
                            "tags": {"type": "array", "properties": {"a": {"type": "string"}}, "maxItems": 3}}}
            """#
        let imported = try IgluImporter.importPlan([("viewed.json", Array(schema.utf8))])
        let result = ImportFixtures.load(imported)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
        let text = imported.files.map(\.contents).joined()
        #expect(text.contains("minLength") && text.contains("maxItems") && text.ranges(of: "maximum").count == 1)
        let noted = imported.report.notes.map(\.construct).joined(separator: "\n")
        for keyword in ["'minimum'", "'pattern'", "'items'", "'properties'"] { #expect(noted.contains(keyword), "\(keyword)") }
    }

    /// `minimum` and `maximum` on a property without `type` (any JSON value) were copied, and lint refused them
    /// (`inapplicable-keyword`): they apply to no value of an untyped property.
    @Test func typeSpecificKeywordsOfAnUntypedPropertyAreLeftOutAndNoted() throws {
        let schema = #"""
            {"self": {"vendor": "com.acme", "name": "viewed", "format": "jsonschema", "version": "1-0-0"}, "type": "object",
             "properties": {"rank": {"minimum": 0, "maximum": 9, "description": "Any value."}}}
            """#
        let imported = try IgluImporter.importPlan([("viewed.json", Array(schema.utf8))])
        let result = ImportFixtures.load(imported)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
        let text = imported.files.map(\.contents).joined()
        #expect(!text.contains("minimum") && !text.contains("maximum") && text.contains("Any value."))
        let noted = imported.report.notes.map(\.construct).joined(separator: "\n")
        for keyword in ["'minimum'", "'maximum'"] { #expect(noted.contains(keyword), "\(keyword)") }
    }

    /// An `enum` listing a value twice (`201`, `201`; `1`, `1.0`) was copied, and lint refused it (`enum-duplicate`).
    @Test func anEnumKeepsEachValueOnce() throws {
        let catalog = """
            version: rudder/v0.1
            kind: properties
            metadata:
              name: shop
            spec:
              properties:
                - id: status
                  name: status
                  type: integer
                  propConfig:
                    enum: [201, 201, 204, 1, 1.0]
            """
        let events = """
            version: rudder/v0.1
            kind: events
            metadata:
              name: shop
            spec:
              events:
                - id: viewed
                  name: Viewed
                  event_type: track
            """
        let plan = """
            version: rudder/v0.1
            kind: tp
            metadata:
              name: shop
            spec:
              id: shop
              display_name: Shop
              rules:
                - type: event_rule
                  id: viewed-rule
                  event:
                    $ref: "#/events/shop/viewed"
                  properties:
                    - $ref: "#/properties/shop/status"
            """
        let imported = try RudderStackImporter.importPlan([
            ("properties.yaml", Array(catalog.utf8)), ("events.yaml", Array(events.utf8)), ("tracking-plan.yaml", Array(plan.utf8)),
        ])
        let result = ImportFixtures.load(imported)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
        #expect(imported.report.notes.contains { $0.construct == "'enum'" })
    }

    /// Two vendors' schemas of one name (Snowplow's and an app's `application_error`) became two events of one key,
    /// and lint refused the plan (`duplicate-event`). Each is keyed by its Iglu vendor and name, whatever the order
    /// of the files, with a note naming the other.
    @Test func oneNameFromTwoVendorsBecomesTwoQualifiedEvents() throws {
        func schema(_ vendor: String) -> [UInt8] {
            Array(
                #"{"self": {"vendor": "\#(vendor)", "name": "application_error", "format": "jsonschema", "version": "1-0-0"}, "type": "object", "properties": {"message": {"type": "string"}}}"#
                    .utf8)
        }
        let sources = [
            ("acme/application_error.json", schema("com.acme")), ("snowplow/application_error.json", schema("com.snowplowanalytics.snowplow")),
        ]
        let imported = try IgluImporter.importPlan(sources)
        let result = ImportFixtures.load(imported)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
        let keys = try #require(result.plan).events.map(\.key).sorted()
        #expect(keys == ["com.acme/application_error", "com.snowplowanalytics.snowplow/application_error"])
        #expect(try #require(result.plan).events.compactMap(\.iglu?.name) == ["application_error", "application_error"])
        let reversed = try IgluImporter.importPlan(Array(sources.reversed()))
        #expect(reversed.files.map(\.contents) == imported.files.map(\.contents))
        let notes = imported.report.notes.filter { $0.construct == "event name 'application_error'" }
        #expect(notes.count == 2 && notes.allSatisfy { $0.reason.contains("imported as '") }, "\(imported.report.notes)")
    }
}
