import Testing
import TrackPlanDiff
import TrackPlanModel

private typealias B = PlanBuilder

@Suite("Event rules")
struct EventRuleTests {
    static let cases: [RuleCase] = [
        RuleCase("added", B.plan(), B.plan(events: [B.event("A")]), "event-added /events/A ---"),
        RuleCase("added, open", B.plan(), B.plan(events: [B.event("A")]), settings: DiffSettings(openness: .open), "event-added /events/A ---"),
        RuleCase("removed", B.plan(events: [B.event("A")]), B.plan(), "event-removed /events/A SB-"),
        RuleCase("removed, open", B.plan(events: [B.event("A")]), B.plan(), settings: DiffSettings(openness: .open), "event-removed /events/A S--"),
        RuleCase(
            "renamed", B.plan(events: [B.event("Signup")]), B.plan(events: [B.event("Signed Up", previousNames: ["Signup"])]),
            "event-renamed /events/Signed Up SBF"),
        RuleCase(
            "renamed, wire and Swift names kept", B.plan(events: [B.event("Signup")]),
            B.plan(events: [B.event("Signed Up", wireName: "Signup", swiftName: "Signup", previousNames: ["Signup"])]),
            "event-renamed /events/Signed Up ---"),
        RuleCase(
            "wire name changed", B.plan(events: [B.event("A")]), B.plan(events: [B.event("A", wireName: "a_event")]),
            "event-wire-name-changed /events/A/x-wire-name -BF"),
        RuleCase(
            "Swift name changed", B.plan(events: [B.event("A")]), B.plan(events: [B.event("A", swiftName: "Alpha")]),
            "swift-name-changed /events/A/x-swift-name S--"),
        RuleCase(
            "consent changed", B.plan(events: [B.event("A", consent: "analytics")]), B.plan(events: [B.event("A", consent: "marketing")]),
            "consent-changed /events/A/x-consent ---"),
        RuleCase(
            "description only", B.plan(events: [B.event("A", description: "old")]), B.plan(events: [B.event("A", description: "new")]),
            "description-changed /events/A/description ---"),
        RuleCase(
            "deprecated", B.plan(events: [B.event("A")]), B.plan(events: [B.event("A", deprecated: true)]), "deprecated /events/A/deprecated ---"),
        RuleCase(
            "undeprecated", B.plan(events: [B.event("A", deprecated: true)]), B.plan(events: [B.event("A")]),
            "undeprecated /events/A/deprecated ---"),
        RuleCase("screen added", B.plan(), B.plan(screens: [B.event("Home")]), "event-added /screens/Home ---"),
        RuleCase("screen removed", B.plan(screens: [B.event("Home")]), B.plan(), "event-removed /screens/Home SB-"),
    ]

    @Test(arguments: cases)
    func rule(_ fixture: RuleCase) {
        #expect(fixture.actual == fixture.expected)
    }

    /// A screen's Swift type ends in `Screen`: `Cart` renamed to `CartScreen` (same wire name) is still `CartScreen`,
    /// so callers' code does not break; an event renamed the same way does change its type.
    @Test func aScreenRenameThatKeepsTheGeneratedTypeIsNoSourceBreak() {
        let old = B.plan(screens: [B.event("Cart")])
        let new = B.plan(screens: [B.event("CartScreen", wireName: "Cart", previousNames: ["Cart"])])
        let renamed = PlanDiffer().changes(from: old, to: new).filter { $0.rule.id == "event-renamed" }
        #expect(renamed.count == 1)
        #expect(renamed.allSatisfy { !$0.message.contains("Swift type") }, "\(renamed.map(\.message))")

        let oldEvent = B.plan(events: [B.event("Cart")])
        let newEvent = B.plan(events: [B.event("CartScreen", wireName: "Cart", previousNames: ["Cart"])])
        let eventRenamed = PlanDiffer().changes(from: oldEvent, to: newEvent).filter { $0.rule.id == "event-renamed" }
        #expect(eventRenamed.map(\.message).contains { $0.contains("Swift type Cart is now CartScreen") })
    }

    @Test func removeAndAddWithTheSameShapeHintsAtARename() {
        let properties = [B.property("plan", required: true)]
        let old = B.plan(events: [B.event("Signup", properties)])
        let new = B.plan(events: [B.event("Signed Up", properties)])
        let changes = PlanDiffer().changes(from: old, to: new)
        #expect(changes.map(\.rule.id) == ["event-removed", "event-added"])
        #expect(changes.allSatisfy { $0.hint?.contains("\"x-previous-name\": \"Signup\"") == true })
    }

    @Test func removeAndAddWithDifferentShapesGiveNoHint() {
        let old = B.plan(events: [B.event("Signup", [B.property("plan")])])
        let new = B.plan(events: [B.event("Signed Up", [B.property("tier")])])
        #expect(PlanDiffer().changes(from: old, to: new).allSatisfy { $0.hint == nil })
    }

    @Test func aRenamedEventIsComparedPropertyByProperty() {
        let old = B.plan(events: [B.event("Signup", [B.property("plan")])])
        let new = B.plan(events: [B.event("Signed Up", [B.property("plan", required: true)], previousNames: ["Signup"])])
        let actual = PlanDiffer().changes(from: old, to: new).map(RuleCase.describe)
        #expect(actual == ["event-renamed /events/Signed Up SBF", "property-made-required /events/Signed Up/properties/plan SB-"])
    }
}
