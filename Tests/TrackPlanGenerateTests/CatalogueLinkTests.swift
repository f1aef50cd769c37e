import Testing
import TrackPlanCheck
import TrackPlanGenerate
import TrackPlanModel

/// The manifest's `catalogue.url`: each generated event and screen type links to its page in the published
/// catalogue (the page `trackplan docs` writes for it); without the key, no link.
@Suite struct CatalogueLinkTests {
    static func generate(manifestExtra: String) throws -> (String, [Diagnostic]) {
        let manifest = #"{"name": "Shop", "version": "1.0.0""# + manifestExtra + "}"
        let events =
            #"{"events": {"Order Completed": {"properties": {}}, "Order: Completed!": {"x-swift-name": "OrderCompletedAgain", "properties": {}}}, "screens": {"Cart": {"properties": {}}}}"#
        let loaded = PlanLoader().load([
            PlanSourceFile(path: "events.json", bytes: Array(events.utf8)), PlanSourceFile(path: "trackplan.json", bytes: Array(manifest.utf8)),
        ])
        guard let plan = loaded.plan, !loaded.diagnostics.hasErrors else { return ("", loaded.diagnostics) }
        let generated = SwiftGenerator(options: GeneratorOptions(toolVersion: "test")).generate(plan)
        return (generated.files.map(\.contents).joined(), loaded.diagnostics)
    }

    @Test func typesLinkToTheirPages() throws {
        let (code, _) = try Self.generate(manifestExtra: #", "catalogue": {"url": "https://acme.github.io/plan"}"#)
        #expect(code.contains("/// [Its page in the plan catalogue](https://acme.github.io/plan/events/order-completed.html)"))
        #expect(code.contains("/// [Its page in the plan catalogue](https://acme.github.io/plan/events/order-completed-2.html)"))
        #expect(code.contains("/// [Its page in the plan catalogue](https://acme.github.io/plan/screens/cart.html)"))
    }

    @Test func noKeyNoLink() throws {
        let (code, _) = try Self.generate(manifestExtra: "")
        #expect(!code.contains("plan catalogue"))
    }

    @Test(arguments: [#""ftp://acme/plan/""#, #""https://acme/a plan/""#, #""https://acme/(x)""#])
    func aURLThatCannotBeLinkedIsAnError(_ url: String) throws {
        let (_, diagnostics) = try Self.generate(manifestExtra: #", "catalogue": {"url": "# + url + "}")
        #expect(diagnostics.filter { $0.severity == .error }.map(\.ruleID) == ["invalid-keyword-value"])
    }
}
