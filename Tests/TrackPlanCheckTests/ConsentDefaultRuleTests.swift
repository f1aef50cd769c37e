import Testing
import TrackPlanCheck
import TrackPlanModel

/// A consent category's `default`: granted (also when left out), denied or always; one always-granted category.
@Suite struct ConsentDefaultRuleTests {
    static let events = #"{"events": {"Order Completed": {"description": "Done."}}}"#

    static func consent(_ body: String) -> [String: String] { ["consent.json": body, "events.json": events] }

    @Test func readsEachDefaultIntoThePlan() throws {
        let result = PlanFixtures.load(
            Self.consent(
                #"{"consent": {"necessary": {"default": "always"}, "analytics": {}, "ads": {"default": "denied"}, "crash": {"default": "granted"}}}"#)
        )
        let plan = try #require(result.plan, "\(result.diagnostics.map(\.description))")
        #expect(plan.consentCategories.map(\.defaultState) == [.always, .granted, .denied, .granted])
    }

    @Test func anUnknownValueIsAnErrorWithADidYouMean() {
        let files = Self.consent(
            """
            {"consent": {
              "ads": {"description": "A.", "default": "denid"}
            }}
            """)
        #expect(
            PlanFixtures.diagnostics(files) == [
                #"consent.json:2:43: error: consent category 'ads' has default 'denid'; use one of "granted", "denied", "always"; did you mean 'denied'? [invalid-consent-default]"#
            ])
    }

    @Test func aDefaultThatIsNotAStringIsAKeywordTypeError() {
        let diagnostics = PlanFixtures.diagnostics(Self.consent(#"{"consent": {"ads": {"description": "A.", "default": false}}}"#))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasSuffix("[keyword-type]") == true, "\(diagnostics)")
    }

    @Test func aSecondAlwaysGrantedCategoryIsAnError() {
        let files = [
            "a.json": #"{"consent": {"necessary": {"description": "N.", "default": "always"}}}"#,
            "events.json": Self.events,
            "b.json": """
            {"consent": {
              "security": {"description": "S.", "default": "always"}
            }}
            """,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                #"b.json:2:48: error: consent category 'security' is always granted, but 'necessary' already is (at a.json:1:27); only one category may be always granted: use "granted" here [multiple-always-granted]"#
            ])
    }
}
