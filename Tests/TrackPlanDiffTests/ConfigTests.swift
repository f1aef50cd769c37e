import Testing
import TrackPlanDiff
import TrackPlanModel

private typealias B = PlanBuilder

@Suite("Diff config")
struct ConfigTests {
    func read(_ text: String) -> DiffConfigReader.Result {
        DiffConfigReader().read(Array(text.utf8), displayPath: ".trackplan-diff.json")
    }

    @Test func readsEveryKey() throws {
        let result = read(
            """
            {"mode": "full", "events": "open",
             "rules": {"enum-value-added": "error", "description-changed": "off"},
             "eventRules": {"Signed Up": {"property-removed": "warning"}},
             "ignore": [{"fingerprint": "0123456789ab", "reason": "agreed with data team", "expires": "2026-12-31"},
                        {"rule": "property-removed", "path": "/events/Legacy/properties/x", "reason": "dead event"}]}
            """)
        #expect(result.diagnostics.isEmpty)
        let config = try #require(result.config)
        #expect(config.settings == DiffSettings(mode: .full, openness: .open))
        #expect(config.ruleSeverities == ["enum-value-added": .severity(.error), "description-changed": .off])
        #expect(config.eventRuleSeverities == ["Signed Up": ["property-removed": .severity(.warning)]])
        #expect(config.ignores.map(\.reason) == ["agreed with data team", "dead event"])
        #expect(config.ignores[1].path == JSONPointer(tokens: ["events", "Legacy", "properties", "x"]))
    }

    @Test func everyProblemIsADiagnosticWithAPosition() {
        let result = read(
            """
            {"mode": "strict",
             "colour": true,
             "rules": {"no-such-rule": "error", "event-added": "loud"},
             "ignore": [{"rule": "event-added"}, {"fingerprint": "x", "reason": "r", "expires": "31/12/2026"}]}
            """)
        #expect(result.config == nil)
        let lines = result.diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.message)" }
        #expect(
            lines == [
                "1:10 'mode' must be one of \"backward\", \"forward\", \"full\"",
                "2:2 unknown config key 'colour'; expected mode, events, rules, eventRules or ignore",
                "3:12 unknown rule 'no-such-rule'; see Docs/Diff.md for the rule ids",
                "3:52 severity of 'event-added' must be \"error\", \"warning\", \"info\" or \"off\"",
                "4:13 an ignore needs a \"reason\" saying why the change is accepted",
                "4:85 'expires' must be a date written YYYY-MM-DD",
            ])
    }

    @Test func jsonSyntaxErrorsAreReported() {
        let result = read("{\"mode\": }")
        #expect(result.config == nil)
        #expect(result.diagnostics.first?.location?.file == ".trackplan-diff.json")
    }

    // MARK: Applying the config

    static let removal = (B.oneEvent([B.property("plan")]), B.oneEvent([], version: "2.0.0"))

    func compare(_ config: DiffConfig, today: String = "2026-11-22") -> DiffReport {
        PlanComparison(config: config, today: today).compare(Self.removal.0, Self.removal.1)
    }

    @Test func defaultsMakeABreakingChangeAnError() {
        let report = compare(DiffConfig())
        #expect(report.findings.map(\.severity) == [.error])
        #expect(report.findings[0].audiences == [.source, .dataBackward])
        #expect(report.isBreaking)
    }

    @Test func aRuleOverrideLowersAndAnEventOverrideWins() {
        let lowered = compare(DiffConfig(ruleSeverities: ["property-removed": .severity(.warning)]))
        #expect(lowered.findings.map(\.severity) == [.warning])
        #expect(!lowered.isBreaking)
        let perEvent = compare(
            DiffConfig(ruleSeverities: ["property-removed": .severity(.warning)], eventRuleSeverities: ["Signed Up": ["property-removed": .off]]))
        #expect(perEvent.findings.isEmpty)
    }

    @Test func aRuleOverrideRaises() {
        let old = B.oneEvent([B.property("plan", enumValues: [.string("a")])])
        let new = B.oneEvent([B.property("plan", enumValues: [.string("a"), .string("b")])], version: "2.0.0")
        let config = DiffConfig(ruleSeverities: ["enum-value-added": .severity(.error)])
        #expect(PlanComparison(today: "2026-01-01").compare(old, new).findings.map(\.severity) == [.info])
        #expect(PlanComparison(config: config, today: "2026-01-01").compare(old, new).findings.map(\.severity) == [.error])
    }

    @Test func ignoresByFingerprintAndByRuleAndPath() throws {
        let fingerprint = compare(DiffConfig()).findings[0].fingerprint
        let byFingerprint = compare(DiffConfig(ignores: [Ignore(fingerprint: fingerprint, reason: "accepted")]))
        #expect(byFingerprint.findings.isEmpty)
        #expect(byFingerprint.ignored.map(\.ignore.reason) == ["accepted"])
        let path = JSONPointer(tokens: ["events", "Signed Up", "properties", "plan"])
        let byRule = compare(DiffConfig(ignores: [Ignore(rule: "property-removed", path: path, reason: "accepted")]))
        #expect(byRule.findings.isEmpty && !byRule.isBreaking)
    }

    @Test func anExpiredIgnoreStopsApplyingAndSaysSo() {
        let path = JSONPointer(tokens: ["events", "Signed Up", "properties", "plan"])
        let config = DiffConfig(ignores: [Ignore(rule: "property-removed", path: path, reason: "migration", expires: "2026-11-21")])
        #expect(compare(config, today: "2026-11-21").findings.isEmpty)
        let expired = compare(config, today: "2026-11-22")
        #expect(expired.isBreaking)
        #expect(expired.notes.map(\.ruleID) == ["diff-ignore-expired"])
        #expect(expired.notes[0].message.contains("expired on 2026-11-21"))
    }

    @Test func anUnusedIgnoreIsANote() {
        let report = compare(DiffConfig(ignores: [Ignore(fingerprint: "000000000000", reason: "old")]))
        #expect(report.notes.map(\.ruleID) == ["diff-ignore-unused"])
    }
}
