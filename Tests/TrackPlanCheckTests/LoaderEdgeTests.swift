import Testing
import TrackPlanCheck
import TrackPlanModel

/// Cases the inline-plan helpers cannot express: no manifest, no files, and what a clean load returns.
@Suite struct LoaderEdgeTests {
    @Test func reportsAMissingManifest() {
        let result = PlanLoader().load([PlanSourceFile(path: "events.json", bytes: Array(#"{"events": {"A": {"description": "A."}}}"#.utf8))])
        #expect(result.plan == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                #"error: the plan directory has no trackplan.json; create one with {"name": "<plan name>", "version": "1.0.0"} [missing-manifest]"#
            ])
    }

    @Test func reportsAnEmptyDirectory() {
        #expect(PlanLoader().load([]).diagnostics.map(\.ruleID) == ["missing-manifest"])
    }

    @Test func keepsWarningsOnALoadedPlan() throws {
        let result = PlanFixtures.load([
            "trackplan.json": #"{"name": "Shop", "version": "1.0.0"}"#,
            "events.json": #"{"events": {"order_completed": {"description": "Done."}}}"#,
        ])
        let plan = try #require(result.plan)
        #expect(plan.events.map(\.key) == ["order_completed"])
        #expect(result.diagnostics.map(\.ruleID) == ["event-naming"])
    }

    @Test func carriesPointersOnDiagnostics() throws {
        let result = PlanFixtures.load(["events.json": #"{"events": {"A/B": {"properties": {"x": {"type": "strng"}}}}}"#])
        let diagnostic = try #require(result.diagnostics.first { $0.ruleID == "unknown-type" })
        #expect(diagnostic.pointer?.description == "/events/A~1B/properties/x/type")
    }

    @Test func readsDraft07DefinitionsAndDefaultOpenObjects() throws {
        let result = PlanFixtures.load([
            "trackplan.json":
                #"{"name": "Shop", "version": "1.0.0", "defaults": {"additionalProperties": true}, "lint": {"disable": ["missing-description"]}}"#,
            "events.json": ##"{"definitions": {"id": {"type": "string"}}, "events": {"A": {"properties": {"id": {"$ref": "#/definitions/id"}}}}}"##,
        ])
        let event = try #require(result.plan?.events.first)
        #expect(event.properties.allowsAdditionalProperties)
        #expect(event.properties.properties.first?.schema.reference?.pointer.description == "/definitions/id")
    }

    /// Long enums and large objects switch from scanning to a table; repeats and collisions are still found.
    @Test func findsRepeatsAndCollisionsInLargeScopes() {
        let values = (0..<70).map { "\"v\($0)\"" }.joined(separator: ", ")
        let properties = (0..<40).map { "\"p\($0)\": {\"type\": \"string\"}" }.joined(separator: ", ")
        let file =
            #"{"events": {"A": {"properties": {"size": {"type": "string", "enum": ["# + values + #", "v3"]}, "#
            + properties + #", "p_39": {"type": "string"}}}}}"#
        let rules = PlanFixtures.load(["events.json": file]).diagnostics.map(\.ruleID)
        #expect(rules.filter { $0 == "enum-duplicate" }.count == 1)
        #expect(rules.filter { $0 == "swift-name-collision" }.count == 1)
    }
}
