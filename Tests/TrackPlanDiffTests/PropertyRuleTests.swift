import Testing
import TrackPlanDiff
import TrackPlanModel

private typealias B = PlanBuilder

@Suite("Property rules")
struct PropertyRuleTests {
    static let p = "/events/Signed Up/properties"
    static let open = DiffSettings(openness: .open)

    static let cases: [RuleCase] = [
        RuleCase("added optional", B.oneEvent([]), B.oneEvent([B.property("plan")]), "property-added-optional \(p)/plan --F"),
        RuleCase("added optional, open", B.oneEvent([]), B.oneEvent([B.property("plan")]), settings: open, "property-added-optional \(p)/plan ---"),
        RuleCase(
            "added optional to an event the plan opens", B.oneEvent([], open: true), B.oneEvent([B.property("plan")], open: true),
            "property-added-optional \(p)/plan ---"),
        RuleCase("added required", B.oneEvent([]), B.oneEvent([B.property("plan", required: true)]), "property-added-required \(p)/plan SBF"),
        RuleCase(
            "added required, open", B.oneEvent([]), B.oneEvent([B.property("plan", required: true)]), settings: open,
            "property-added-required \(p)/plan SB-"),
        RuleCase(
            "added required const", B.oneEvent([]), B.oneEvent([B.property("kind", required: true, const: .string("web"))]),
            "property-added-required \(p)/kind -BF"),
        RuleCase("removed optional", B.oneEvent([B.property("plan")]), B.oneEvent([]), "property-removed \(p)/plan SB-"),
        RuleCase("removed required", B.oneEvent([B.property("plan", required: true)]), B.oneEvent([]), "property-removed \(p)/plan SBF"),
        RuleCase("removed optional, open", B.oneEvent([B.property("plan")]), B.oneEvent([]), settings: open, "property-removed \(p)/plan S--"),
        RuleCase(
            "renamed", B.oneEvent([B.property("plan")]), B.oneEvent([B.property("tier", previousNames: ["plan"])]),
            "property-renamed \(p)/tier SBF"),
        RuleCase(
            "renamed, Swift name kept", B.oneEvent([B.property("plan")]),
            B.oneEvent([B.property("plan_name", swiftName: "plan", previousNames: ["plan"])]), "property-renamed \(p)/plan_name -BF"),
        RuleCase(
            "Swift name changed", B.oneEvent([B.property("plan")]), B.oneEvent([B.property("plan", swiftName: "tier")]),
            "swift-name-changed \(p)/plan/x-swift-name S--"),
        RuleCase(
            "optional to required", B.oneEvent([B.property("plan")]), B.oneEvent([B.property("plan", required: true)]),
            "property-made-required \(p)/plan SB-"),
        RuleCase(
            "required to optional", B.oneEvent([B.property("plan", required: true)]), B.oneEvent([B.property("plan")]),
            "property-made-optional \(p)/plan --F"),
        RuleCase(
            "PII class changed", B.oneEvent([B.property("contact", pii: .email)]), B.oneEvent([B.property("contact", pii: .phone)]),
            "pii-changed \(p)/contact/x-pii ---"),
        RuleCase(
            "PII action changed by the privacy table", B.oneEvent([B.property("contact", pii: .email)]),
            B.withPrivacy(B.oneEvent([B.property("contact", pii: .email)]), [.email: .hash]), "pii-action-changed \(p)/contact/x-pii ---"),
        RuleCase(
            "PII now sent as given", B.oneEvent([B.property("contact", pii: .email)]),
            B.oneEvent([B.property("contact", pii: .email, piiAction: .send)]), "pii-now-sent \(p)/contact/x-pii-action ---"),
        RuleCase(
            "property description only", B.oneEvent([B.property("plan", description: "a")]), B.oneEvent([B.property("plan", description: "b")]),
            "description-changed \(p)/plan/description ---"),
        RuleCase(
            "property deprecated", B.oneEvent([B.property("plan")]), B.oneEvent([B.property("plan", deprecated: true)]),
            "deprecated \(p)/plan/deprecated ---"),
        RuleCase(
            "nested object property removed", B.oneEvent([B.property("address", B.object([B.property("city"), B.property("zip")]))]),
            B.oneEvent([B.property("address", B.object([B.property("zip")]))]), "property-removed \(p)/address/properties/city SB-"),
        RuleCase(
            "array item object property type changed", B.oneEvent([B.property("items", B.array(B.object([B.property("sku")])))]),
            B.oneEvent([B.property("items", B.array(B.object([B.property("sku", B.integer)])))]),
            "type-changed \(p)/items/items/properties/sku/type SBF"),
        RuleCase(
            "additionalProperties opened", B.oneEvent([], open: false), B.oneEvent([], open: true),
            "additional-properties-opened /events/Signed Up/additionalProperties --F"),
        RuleCase(
            "additionalProperties closed", B.oneEvent([], open: true), B.oneEvent([], open: false),
            "additional-properties-closed /events/Signed Up/additionalProperties -B-"),
        RuleCase(
            "additionalProperties closed, open mode", B.oneEvent([], open: true), B.oneEvent([], open: false), settings: open,
            "additional-properties-closed /events/Signed Up/additionalProperties ---"),
    ]

    @Test(arguments: cases)
    func rule(_ fixture: RuleCase) {
        #expect(fixture.actual == fixture.expected)
    }

    @Test func removeAndAddOfTheSameSchemaHintsAtARename() {
        let changes = PlanDiffer().changes(from: B.oneEvent([B.property("plan")]), to: B.oneEvent([B.property("tier")]))
        #expect(changes.map(\.rule.id) == ["property-removed", "property-added-optional"])
        #expect(changes.allSatisfy { $0.hint?.contains("\"x-previous-name\": \"plan\"") == true })
    }
}
