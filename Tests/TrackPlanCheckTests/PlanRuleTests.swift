import Testing
import TrackPlanCheck

/// The manifest and plan-wide rules: version, name, consent, empty plans, every file checked.
@Suite struct PlanRuleTests {
    /// The plan version is strict SemVer.
    @Test func reportsAVersionThatIsNotSemver() {
        let files = [
            "trackplan.json": ##"""
            {
              "name": "Shop",
              "version": "1.2"
            }
            """##,
            "events.json": ##"{"events": {"Order Completed": {"description": "Done."}}}"##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"trackplan.json:3:14: error: version '1.2' is not a semantic version; write MAJOR.MINOR.PATCH such as "1.0.0" [invalid-version]"##
            ])
    }

    /// `v1.2.0` is not SemVer either.
    @Test func reportsAVersionWithALeadingV() {
        let files = [
            "trackplan.json": ##"""
            {
              "name": "Shop",
              "version": "v1.2.0"
            }
            """##,
            "events.json": ##"{"events": {"Order Completed": {"description": "Done."}}}"##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"trackplan.json:3:14: error: version 'v1.2.0' is not a semantic version; write MAJOR.MINOR.PATCH such as "1.0.0" [invalid-version]"##
            ])
    }

    /// Both are required.
    @Test func reportsMissingNameAndVersion() {
        let files = [
            "trackplan.json": ##"""
            {
              "description": "Shop"
            }
            """##,
            "events.json": ##"{"events": {"Order Completed": {"description": "Done."}}}"##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"trackplan.json:1:1: error: the manifest has no 'name'; add "name": "<plan name>" [missing-keyword]"##,
                ##"trackplan.json:1:1: error: the manifest has no 'version'; add "version": "1.0.0" [missing-keyword]"##,
            ])
    }

    /// A plan with no events and no screens.
    @Test func reportsAnEmptyPlan() {
        let files = [
            "trackplan.json": ##"""
            {
              "name": "Shop",
              "version": "1.0.0"
            }
            """##,
            "consent.json": ##"{"consent": {"analytics": {"description": "Usage."}}}"##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"trackplan.json:1:1: error: the plan declares no events and no screens; add an 'events' section to a plan file [empty-plan]"##
            ])
    }

    /// `x-consent` names a declared category.
    @Test func reportsAnEventInAnUndeclaredConsentCategory() {
        let files = [
            "trackplan.json": ##"""
            {
              "name": "Shop",
              "version": "1.0.0"
            }
            """##,
            "consent.json": ##"{"consent": {"analytics": {"description": "Usage."}, "marketing": {"description": "Ads."}}}"##,
            "events.json": ##"""
            {
              "events": {
                "Order Completed": { "description": "Done.", "x-consent": "analytic" }
              }
            }
            """##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"events.json:3:63: error: consent category 'analytic' is not declared (declared: analytics, marketing); did you mean 'analytics'? [unknown-consent]"##
            ])
    }

    /// `defaults.consent` names a declared category.
    @Test func reportsAnUndeclaredDefaultConsentCategory() {
        let files = [
            "trackplan.json": ##"""
            {
              "name": "Shop",
              "version": "1.0.0",
              "defaults": { "consent": "analytics" }
            }
            """##,
            "events.json": ##"{"events": {"Order Completed": {"description": "Done."}}}"##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"trackplan.json:4:28: error: default consent category 'analytics' is not declared (the plan declares no consent categories; add a 'consent' section) [unknown-consent]"##
            ])
    }

    /// The manifest's keywords are checked like any other.
    @Test func reportsUnknownManifestKeywords() {
        let files = [
            "trackplan.json": ##"""
            {
              "name": "Shop",
              "version": "1.0.0",
              "defaults": { "additionalProperty": true },
              "lint": { "eventNaming": "kebab-case" }
            }
            """##,
            "events.json": ##"{"events": {"Order Completed": {"description": "Done."}}}"##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"trackplan.json:4:17: error: unknown keyword 'additionalProperty' in 'defaults'; did you mean 'additionalProperties'? [unknown-keyword]"##,
                ##"trackplan.json:5:28: error: 'eventNaming' must be one of 'Title Case', 'snake_case', 'camelCase', 'PascalCase', 'any', found 'kebab-case' [invalid-keyword-value]"##,
            ])
    }

    /// `lint.disable` takes warning rule ids only.
    @Test func reportsARuleThatCannotBeDisabled() {
        let files = [
            "trackplan.json": ##"""
            {
              "name": "Shop",
              "version": "1.0.0",
              "lint": { "disable": ["dangling-ref", "missing-descripton"] }
            }
            """##,
            "events.json": ##"{"events": {"Order Completed": {"description": "Done."}}}"##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"trackplan.json:4:25: error: 'dangling-ref' is not a warning rule that can be disabled [invalid-keyword-value]"##,
                ##"trackplan.json:4:41: error: 'missing-descripton' is not a warning rule that can be disabled; did you mean 'missing-description'? [invalid-keyword-value]"##,
            ])
    }

    /// A plan file holds one object.
    @Test func reportsAPlanFileThatIsNotAnObject() {
        let files = [
            "trackplan.json": ##"""
            {
              "name": "Shop",
              "version": "1.0.0"
            }
            """##,
            "events.json": ##"{"events": {"Order Completed": {"description": "Done."}}}"##,
            "list.json": ##"[1, 2]"##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"list.json:1:1: error: a plan file must hold one JSON object, found an array [keyword-type]"##
            ])
    }

    /// Malformed JSON in several files: every file's problem is reported, not only the first.
    @Test func collectsSyntaxErrorsOfEveryFile() {
        let files = [
            "trackplan.json": ##"""
            {
              "name": "Shop",
              "version": "1.0.0",
            }
            """##,
            "a.json": ##"{"events": {"A": {}}"##,
            "b.json": ##"{"events": {"B": {}, "B": {}}}"##,
            "c.json": ##"{"events": {"C": {}}} // done"##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"a.json:1:21: error: unexpected end of file: the JSON value is incomplete (truncated file or missing closing bracket) [json-syntax]"##,
                ##"b.json:1:22: error: duplicate key "B" in one object (first at line 1, column 13); JSON parsers keep only one of them [duplicate-key]"##,
                ##"c.json:1:23: error: comments are not allowed in JSON; use a "description" keyword instead [json-syntax]"##,
                ##"trackplan.json:3:21: error: trailing comma before '}' is not allowed in JSON [json-syntax]"##,
            ])
    }

    /// `identify` is declared once per plan.
    @Test func reportsDuplicateSectionsAcrossFiles() {
        let files = [
            "trackplan.json": ##"""
            {
              "name": "Shop",
              "version": "1.0.0"
            }
            """##,
            "events.json": ##"{"events": {"Order Completed": {"description": "Done."}}}"##,
            "a.json": ##"{"identify": {"properties": {}}}"##,
            "b.json": ##"{"identify": {"properties": {}}}"##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"b.json:1:2: error: section 'identify' is already declared at a.json:1:2 [duplicate-section]"##
            ])
    }
}
