import Testing
import TrackPlanModel

@testable import TrackPlanCheck

/// The manifest's `privacy.actions` table and a property's `x-pii-action`: read into the plan, and every mistake
/// reported at its place with `invalid-pii-action` and a did-you-mean hint.
@Suite struct PrivacyActionRuleTests {
    static func plan(actions: String, properties: String) -> [String: String] {
        [
            "trackplan.json": """
            {"name": "Test", "version": "1.0.0", "lint": {"disable": ["missing-description"]},
             "privacy": {"actions": {\(actions)}}}
            """,
            "events.json": """
            {"events": {"Signed Up": {"properties": {\(properties)}}}}
            """,
        ]
    }

    @Test func readsTheTableAndTheOverrides() throws {
        let files = Self.plan(
            actions: #""email": "hash", "free-text": "scrub""#,
            properties: #""email": {"type": "string", "x-pii": "email"}, "name": {"type": "string", "x-pii": "name"}, "#
                + #""note": {"type": "string", "x-pii": "free-text", "x-pii-action": "send"}, "tags": {"type": "array", "#
                + #""items": {"type": "string", "x-pii": "email", "x-pii-action": "drop"}}, "plain": {"type": "string"}"#)
        let result = PlanFixtures.load(files)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let plan = try #require(result.plan)
        #expect(plan.privacy.actions == [.email: .hash, .freeText: .scrub])
        let actions = plan.events[0].properties.properties.map { plan.privacy.action(for: $0) }
        #expect(actions == [.hash, .redact, .send, .drop, nil])
    }

    @Test func unknownClassesAndActionsAreErrorsWithAHint() {
        let diagnostics = PlanFixtures.diagnostics(
            Self.plan(
                actions: #""emial": "hash", "phone": "hsah", "none": "send""#,
                properties: #""email": {"type": "string", "x-pii": "email", "x-pii-action": "redcat"}"#))
        #expect(
            diagnostics == [
                "events.json:1:104: error: 'redcat' is not a personal-data action; use one of send, scrub, redact, hash, drop; did you mean 'redact'? [invalid-pii-action]",
                "trackplan.json:2:26: error: 'emial' is not an 'x-pii' class; use one of email, phone, name, address, free-text, identifier, ip-address, location; did you mean 'email'? [invalid-pii-action]",
                "trackplan.json:2:52: error: 'hsah' is not a personal-data action; use one of send, scrub, redact, hash, drop; did you mean 'hash'? [invalid-pii-action]",
                "trackplan.json:2:60: error: class 'none' is not personal data and has no action; remove it [invalid-pii-action]",
            ], "\(diagnostics)")
    }

    @Test func anActionNeedsAClass() {
        let diagnostics = PlanFixtures.diagnostics(
            Self.plan(
                actions: "",
                properties:
                    #""code": {"type": "string", "x-pii-action": "send"}, "model": {"type": "string", "x-pii": "none", "x-pii-action": "hash"}"#))
        #expect(diagnostics.count == 2, "\(diagnostics)")
        #expect(diagnostics.allSatisfy { $0.contains("needs a personal-data class") && $0.hasSuffix("[invalid-pii-action]") }, "\(diagnostics)")
    }

    @Test func aDefinitionCarriesItsActionToEveryUse() throws {
        var files = Self.plan(actions: "", properties: "")
        files["events.json"] = """
            {"$defs": {"id": {"type": "string", "x-pii": "identifier", "x-pii-action": "hash"}},
             "events": {"Signed Up": {"properties": {"id": {"$ref": "#/$defs/id"}, "other": {"$ref": "#/$defs/id", "x-pii-action": "drop"}}}}}
            """
        let result = PlanFixtures.load(files)
        let plan = try #require(result.plan, "\(result.diagnostics)")
        #expect(plan.events[0].properties.properties.map { plan.privacy.action(for: $0) } == [.hash, .drop])
    }
}
