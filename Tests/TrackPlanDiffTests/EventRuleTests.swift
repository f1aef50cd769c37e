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
