import Testing
import TrackPlanDiff
import TrackPlanModel

private typealias B = PlanBuilder

@Suite("Modes, severities and version discipline")
struct ModeAndVersionTests {
    static let enumGrows = (
        B.oneEvent([B.property("plan", enumValues: [.string("a")])]),
        B.oneEvent([B.property("plan", enumValues: [.string("a"), .string("b")])], version: "1.1.0")
    )

    func severity(_ mode: CompatibilityMode) -> FindingSeverity? {
        let config = DiffConfig(settings: DiffSettings(mode: mode))
        return PlanComparison(config: config, today: "2026-01-01").compare(Self.enumGrows.0, Self.enumGrows.1).findings.first?.severity
    }

    @Test func theModeDecidesWhichDataDirectionIsAnError() {
        // Adding an enum value breaks only old readers (forward).
        #expect(severity(.backward) == .info)
        #expect(severity(.forward) == .error)
        #expect(severity(.full) == .error)
    }

    @Test func sourceBreaksAreErrorsInEveryMode() {
        for mode in CompatibilityMode.allCases {
            let config = DiffConfig(settings: DiffSettings(mode: mode))
            let old = B.oneEvent([B.property("n", B.integer)])
            let new = B.oneEvent([B.property("n", B.number)], version: "2.0.0")
            #expect(PlanComparison(config: config, today: "2026-01-01").compare(old, new).findings.map(\.severity) == [.error])
        }
    }

    func version(_ old: Plan, _ new: Plan) -> VersionCheck { PlanComparison(today: "2026-01-01").compare(old, new).version }

    @Test func breakingNeedsMajorAdditionsMinorDocsPatch() {
        let base = B.oneEvent([B.property("plan", description: "a")])
        #expect(version(base, B.oneEvent([], version: "1.0.0")).requiredBump == .major)
        #expect(version(base, B.oneEvent([B.property("plan", description: "a"), B.property("x")])).requiredBump == .minor)
        #expect(version(base, B.oneEvent([B.property("plan", description: "b")])).requiredBump == .patch)
        #expect(version(base, base).requiredBump == .none)
        #expect(version(base, B.oneEvent([], version: "1.0.0")).required.description == "2.0.0")
    }

    @Test func aTooLowVersionIsAnErrorNamingTheVersionToDeclare() {
        let old = B.oneEvent([B.property("plan")], version: "1.4.2")
        let new = B.oneEvent([B.property("plan"), B.property("coupon")], version: "1.4.3")
        let report = PlanComparison(today: "2026-01-01").compare(old, new)
        #expect(report.isBreaking)
        let versionFinding = report.findings.last!
        #expect(versionFinding.rule.id == "version-bump-required")
        #expect(versionFinding.change.message.contains("declare 1.5.0 or later"))
        var bumped = new
        bumped.version = SemanticVersion("1.5.0")!
        #expect(!PlanComparison(today: "2026-01-01").compare(old, bumped).isBreaking)
    }

    @Test func theVersionCheckCanBeTurnedOff() {
        let old = B.oneEvent([B.property("plan")], version: "1.4.2")
        let new = B.oneEvent([B.property("plan"), B.property("coupon")], version: "1.4.2")
        let config = DiffConfig(ruleSeverities: ["version-bump-required": .off])
        let report = PlanComparison(config: config, today: "2026-01-01").compare(old, new)
        #expect(report.findings.map(\.rule.id) == ["property-added-optional"])
        #expect(!report.isBreaking && !report.version.isSatisfied)
    }

    @Test func loweringASeverityAlsoLowersTheBumpItNeeds() {
        let old = B.oneEvent([B.property("plan")])
        let new = B.oneEvent([], version: "1.1.0")
        let config = DiffConfig(ruleSeverities: ["property-removed": .severity(.warning)])
        let report = PlanComparison(config: config, today: "2026-01-01").compare(old, new)
        #expect(report.version.requiredBump == .minor && !report.isBreaking)
    }

    @Test func fingerprintsIgnoreLineNumbersButNotPaths() {
        let a = B.oneEvent([B.property("plan", line: 3)]), b = B.oneEvent([B.property("plan", line: 30)])
        let empty = B.oneEvent([])
        let first = PlanDiffer().changes(from: a, to: empty)[0].fingerprint
        #expect(first == PlanDiffer().changes(from: b, to: empty)[0].fingerprint)
        #expect(first.count == 12)
        let other = PlanDiffer().changes(from: B.oneEvent([B.property("tier")]), to: empty)[0].fingerprint
        #expect(first != other)
        #expect(Fingerprint.of(rule: "property-removed", subject: "event:Signed Up", path: "/events/Signed Up/properties/plan") == first)
    }
}
