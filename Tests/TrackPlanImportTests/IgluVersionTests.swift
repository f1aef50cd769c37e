import Testing
import TrackPlanCheck
import TrackPlanImport
import TrackPlanModel

/// Iglu's SchemaVer and the plan's identity: events keep their Iglu key (`x-iglu`), the plan's version is the
/// highest SchemaVer read as a semantic version, and `--name` / `--plan-version` override the manifest.
@Suite struct IgluVersionTests {
    static func schema(_ name: String, _ version: String) -> (path: String, bytes: [UInt8]) {
        let text = """
            {"$schema": "http://iglucentral.com/schemas/com.snowplowanalytics.self-desc/schema/jsonschema/1-0-0#",
             "self": {"vendor": "com.acme", "name": "\(name)", "format": "jsonschema", "version": "\(version)"},
             "type": "object", "properties": {"sku": {"type": "string"}}}
            """
        return ("\(name)_\(version).json", Array(text.utf8))
    }

    static func manifest(_ imported: ImportedPlan) throws -> PlanJSON {
        try PlanJSON.parse(json: Array(try #require(imported.files.first).contents.utf8), path: "trackplan.json")
    }

    @Test func thePlanVersionIsTheHighestSchemaVerAndEventsKeepTheirKey() throws {
        let imported = try IgluImporter.importPlan([Self.schema("checkout_started", "1-0-2"), Self.schema("cart_viewed", "2-1-0")])
        #expect(try Self.manifest(imported)["version"] == .string("2.1.0"))
        let plan = try #require(ImportFixtures.load(imported).plan, "\(ImportFixtures.load(imported).diagnostics)")
        #expect(
            plan.events.map { $0.iglu?.description } == [
                "iglu:com.acme/checkout_started/jsonschema/1-0-2", "iglu:com.acme/cart_viewed/jsonschema/2-1-0",
            ])
        #expect(plan.events.last?.iglu?.semanticVersion == SemanticVersion(major: 2, minor: 1, patch: 0))
    }

    @Test func nameAndVersionOverrideTheManifest() throws {
        let imported = try IgluImporter.importPlan([Self.schema("checkout_started", "1-0-2")]).naming("Checkout", version: "3.0.0")
        let manifest = try Self.manifest(imported)
        #expect(manifest["name"] == .string("Checkout"))
        #expect(manifest["version"] == .string("3.0.0"))
        #expect(throws: ImportError.self) { try imported.naming(nil, version: "3.0") }
        #expect(throws: ImportError.self) { try imported.naming(" ", version: nil) }
    }

    @Test(arguments: [
        "iglu:com.acme/x/jsonschema/1-0", "iglu:com.acme/x/jsonschema/0-1-0", "iglu:com.acme/x/jsonschema/1-01-0", "com.acme/x/jsonschema/1-0-0",
    ])
    func aMalformedIgluKeyIsAnError(key: String) {
        let files = [
            "trackplan.json": #"{"name": "P", "version": "1.0.0"}"#,
            "events.json": #"{"events": {"x": {"x-iglu": "\#(key)", "description": "X.", "properties": {}}}}"#,
        ]
        let result = PlanLoader().load(files.map { PlanSourceFile(path: $0.key, bytes: Array($0.value.utf8)) })
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.ruleID) == ["invalid-keyword-value"], "\(result.diagnostics)")
    }
}
