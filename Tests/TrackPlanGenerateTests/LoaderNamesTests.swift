import Testing
import TrackPlanCheck
import TrackPlanGenerate
import TrackPlanModel

/// The generator reuses the names the checker gave the plan (`PlanLoadResult.names`) instead of naming it again; the
/// output must be what naming it again gives, for every module name, including one a type of the plan is named like.
@Suite struct LoaderNamesTests {
    static let manifest = #"{"name": "Names", "version": "1.0.0"}"#

    static func load(_ events: String) -> PlanLoadResult {
        let files = [("events.json", events), (PlanLoader.manifestFileName, manifest)].sorted { $0.0 < $1.0 }
        return PlanLoader().load(files.map { PlanSourceFile(path: $0.0, bytes: Array($0.1.utf8)) })
    }

    static let plans = [
        // An event named like the module `App`, a shared definition, a nested enum.
        ##"{"$defs": {"shop": {"type": "object", "properties": {"id": {"type": "string"}}}}, "events": {"App": {"properties": {"s": {"$ref": "#/$defs/shop"}}}, "Checkout": {"properties": {"tier": {"type": "string", "enum": ["gold", "silver"]}}}}}"##,
        // A shared definition named like the module `App`.
        ##"{"$defs": {"app": {"type": "object", "properties": {"id": {"type": "string"}}}}, "events": {"Open": {"properties": {"a": {"$ref": "#/$defs/app"}}}}}"##,
        // The event `App` renamed for the module `App` collides with the event `App Event`.
        #"{"events": {"App": {"properties": {}}, "App Event": {"properties": {}}}}"#,
    ]

    @Test(arguments: plans, [nil, "App", "Other"])
    func reusedNamesGenerateWhatNamingAgainGenerates(events: String, module: String?) throws {
        let loaded = Self.load(events)
        let plan = try #require(loaded.plan, "\(loaded.diagnostics)")
        let names = try #require(loaded.names)
        let generator = SwiftGenerator(options: GeneratorOptions(moduleName: module, toolVersion: "test"))
        let reused = generator.generate(plan, names: names)
        let named = generator.generate(plan)
        #expect(reused.files.map(\.name) == named.files.map(\.name))
        #expect(reused.files.map(\.contents) == named.files.map(\.contents))
        #expect(reused.diagnostics.map(\.description) == named.diagnostics.map(\.description))
    }

    @Test func aModuleNamedLikeAnEventRenamesIt() throws {
        let loaded = Self.load(Self.plans[0])
        let plan = try #require(loaded.plan)
        let names = try #require(loaded.names)
        #expect(names.typeName(ofEvent: plan.events[0]) == "App")
        #expect(names.reserving(moduleName: "App", in: plan).typeName(ofEvent: plan.events[0]) == "AppEvent")
        #expect(names.reserving(moduleName: "Other", in: plan).typeName(ofEvent: plan.events[0]) == "App")
    }

    @Test func aPlanWithNamingErrorsHasNoNames() {
        let loaded = Self.load(#"{"events": {"Cart": {"properties": {}}, "cart": {"properties": {}}}}"#)
        #expect(loaded.plan == nil)
        #expect(loaded.names == nil)
        #expect(loaded.diagnostics.contains { $0.ruleID == "swift-name-collision" }, "\(loaded.diagnostics)")
    }
}
