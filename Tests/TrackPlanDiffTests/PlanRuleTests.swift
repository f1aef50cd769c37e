import Foundation
import Testing
import TrackPlanDiff
import TrackPlanModel

private typealias B = PlanBuilder

@Suite("Plan section rules")
struct PlanRuleTests {
    static let analytics = ConsentCategory(name: "analytics", origin: B.origin(9))
    static let export = Entitlement(key: "pro_export", origin: B.origin(9))
    static func traits(_ properties: [Property]) -> Traits { Traits(properties: ObjectShape(properties: properties), origin: B.origin(7)) }
    static func superProperties(_ properties: [Property], context: [String] = []) -> SuperPropertiesSection {
        SuperPropertiesSection(properties: ObjectShape(properties: properties), contextNames: context, origin: B.origin(11))
    }
    static let tier = B.property("plan_tier")

    static let cases: [RuleCase] = [
        RuleCase("consent category added", B.plan(), B.plan(consent: [analytics]), "consent-category-added /consent/analytics ---"),
        RuleCase("consent category removed", B.plan(consent: [analytics]), B.plan(), "consent-category-removed /consent/analytics S--"),
        RuleCase(
            "consent default changed", B.plan(consent: [analytics]),
            B.plan(consent: [ConsentCategory(name: "analytics", defaultState: .denied, origin: B.origin(9))]),
            "consent-default-changed /consent/analytics/default ---"),
        RuleCase("entitlement added", B.plan(), B.plan(entitlements: [export]), "entitlement-added /entitlements/pro_export ---"),
        RuleCase("entitlement removed", B.plan(entitlements: [export]), B.plan(), "entitlement-removed /entitlements/pro_export S--"),
        RuleCase("identify traits added", B.plan(), B.plan(identify: traits([])), "traits-added /identify ---"),
        RuleCase("group traits removed", B.plan(group: traits([])), B.plan(), "traits-removed /group SB-"),
        RuleCase(
            "identify trait added", B.plan(identify: traits([])), B.plan(identify: traits([B.property("email", pii: .email)])),
            "property-added-optional /identify/properties/email --F"),
        RuleCase(
            "super properties added", B.plan(), B.plan(superProperties: superProperties([tier])), "super-properties-added /superProperties ---"),
        RuleCase(
            "super properties removed", B.plan(superProperties: superProperties([tier])), B.plan(),
            "super-properties-removed /superProperties SB-"),
        RuleCase(
            "super property added", B.plan(superProperties: superProperties([])), B.plan(superProperties: superProperties([tier])),
            "property-added-optional /superProperties/properties/plan_tier --F"),
        RuleCase(
            "super property moved into the context", B.plan(superProperties: superProperties([tier])),
            B.plan(superProperties: superProperties([tier], context: ["plan_tier"])),
            "super-property-moved /superProperties/properties/plan_tier -BF"),
    ]

    @Test(arguments: cases)
    func rule(_ fixture: RuleCase) {
        #expect(fixture.actual == fixture.expected)
    }

    static let all =
        EventRuleTests.cases + PropertyRuleTests.cases + TypeRuleTests.cases + ConstraintRuleTests.cases + ConstructDiffRuleTests.cases + cases

    @Test func everyRuleHasAFixture() {
        let covered = Set(Self.all.flatMap(\.expected).map { String($0.split(separator: " ")[0]) })
        let missing = RuleCatalog.all.map(\.id).filter { !covered.contains($0) && $0 != "version-bump-required" }
        #expect(missing == [])
    }

    /// The documented default severity is what the rule's first fixture gets in the default mode.
    @Test func defaultSeveritiesMatchTheUsualCase() {
        var seen: Set<String> = []
        for fixture in Self.all where fixture.settings == DiffSettings() {
            for line in fixture.expected {
                let parts = line.split(separator: " ")
                let id = String(parts[0])
                guard seen.insert(id).inserted, let rule = RuleCatalog.rule(id: id) else { continue }
                let marks = parts.last!
                let severity: FindingSeverity = marks.contains("S") || marks.contains("B") ? .error : rule.quietSeverity
                #expect(severity == rule.defaultSeverity, "\(id) in fixture '\(fixture.name)'")
            }
        }
    }
}

@Suite("Rule documentation")
struct RuleDocumentationTests {
    @Test func everyRuleIdIsInTheDocsTable() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/Diff.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for rule in RuleCatalog.all {
            let row = text.split(separator: "\n").first { $0.hasPrefix("| `\(rule.id)` |") }
            #expect(row != nil, "Docs/Diff.md has no row for \(rule.id)")
            #expect(row?.hasSuffix("| \(rule.defaultSeverity.rawValue) |") == true, "default severity of \(rule.id) in Docs/Diff.md")
        }
    }
}
