import Testing
import TrackPlanCheck
import TrackPlanModel
import TrackPlanUsage

/// Call sites found by a real parse, matched against a small plan: unused events at their plan line, deprecated
/// uses and unknown tracked events at the app's line.
@Suite struct UsageCheckTests {
    static let plan = """
        {
          "events": {
            "Order Completed": {
              "description": "Paid.",
              "properties": {
                "order_id": { "type": "string", "description": "The order." },
                "coupon": { "type": "string", "description": "The coupon.", "deprecated": true, "x-deprecation-message": "use promo" }
              },
              "required": ["order_id"]
            },
            "Legacy Opened": { "description": "Old.", "deprecated": true, "properties": {} },
            "Wishlist Shared": { "description": "Not sent yet.", "properties": {} }
          },
          "screens": { "Cart": { "description": "The cart.", "properties": {} } }
        }
        """

    static func diagnostics(for source: String) throws -> [Diagnostic] {
        let files = [
            PlanSourceFile(
                path: "trackplan.json", displayPath: "TrackPlan/trackplan.json", bytes: Array(#"{"name": "Shop", "version": "1.0.0"}"#.utf8)),
            PlanSourceFile(path: "events.json", displayPath: "TrackPlan/events.json", bytes: Array(plan.utf8)),
        ]
        let plan = try #require(PlanLoader().load(files).plan)
        let sites = CallSiteScanner.callSites(in: source, path: "App/main.swift")
        return UsageCheck(vocabulary: PlanVocabulary(plan: plan)).diagnostics(for: sites)
    }

    @Test func reportsEachKindAtItsPlace() throws {
        let source = """
            analytics.track(.orderCompleted(orderId: "o-1"))
            analytics.track(.orderCompleted(orderId: "o-2", coupon: "SPRING"))
            analytics.track(LegacyOpened())
            analytics.track(.cartScreen())
            analytics.track(.productViewed(productId: "p"))  // removed from the plan
            // analytics.track(.wishlistShared()) is only a comment
            let text = ".wishlistShared()"
            """
        let found = try Self.diagnostics(for: source).map { "\($0.location!.file):\($0.location!.line):\($0.location!.column) \($0.ruleID)" }
        #expect(
            found == [
                "App/main.swift:2:49 deprecated-property-used",
                "App/main.swift:3:17 deprecated-event-used",
                "App/main.swift:5:18 event-not-in-plan",
                "TrackPlan/events.json:12:5 unused-event",
            ])
    }

    @Test func theDeprecationMessageIsQuoted() throws {
        let found = try Self.diagnostics(for: #"track(.orderCompleted(orderId: "o", coupon: "c"))"#)
        #expect(found.first?.message == "property 'coupon' of event 'Order Completed' is deprecated: use promo")
    }

    @Test func aCallOutsideTrackIsNoEventCall() throws {
        let found = try Self.diagnostics(for: "let x = format(.productViewed(1))\n_ = OrderCompleted(orderId: \"o\")")
        #expect(!found.contains { $0.ruleID == "event-not-in-plan" })
        #expect(!found.contains { $0.message.contains("Order Completed") })
    }
}
