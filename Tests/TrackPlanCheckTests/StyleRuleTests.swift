import Testing
import TrackPlanCheck

/// Style warnings and how a plan configures or disables them.
@Suite struct StyleRuleTests {
    /// An event and a property that break the default conventions and have no descriptions.
    static let events = ##"""
        {
          "events": {
            "order_completed": {
              "properties": {
                "Total": { "type": "number" }
              }
            }
          }
        }
        """##

    /// Defaults: Title Case events, snake_case properties, descriptions everywhere.
    @Test func warnsAboutNamingAndDescriptionsByDefault() {
        let files = [
            "trackplan.json": ##"{"name": "Shop", "version": "1.0.0"}"##,
            "events.json": Self.events,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"events.json:3:5: warning: event 'order_completed' does not follow the Title Case convention (like 'Order Completed') [event-naming]"##,
                ##"events.json:3:5: warning: event 'order_completed' has no description [missing-description]"##,
                ##"events.json:5:9: warning: property 'Total' has no description [missing-description]"##,
                ##"events.json:5:9: warning: property 'Total' does not follow the snake_case convention (like 'order_id') [property-naming]"##,
            ])
    }

    /// `lint.eventNaming` and `lint.propertyNaming` change the conventions.
    @Test func followsTheConfiguredConventions() {
        let files = [
            "trackplan.json":
                ##"{"name": "Shop", "version": "1.0.0", "lint": {"eventNaming": "snake_case", "propertyNaming": "PascalCase", "disable": ["missing-description"]}}"##,
            "events.json": Self.events,
        ]
        #expect(PlanFixtures.diagnostics(files) == [])
    }

    /// camelCase properties.
    @Test func checksCamelCase() {
        let files = [
            "trackplan.json":
                ##"{"name": "Shop", "version": "1.0.0", "lint": {"propertyNaming": "camelCase", "disable": ["missing-description", "event-naming"]}}"##,
            "events.json": Self.events,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"events.json:5:9: warning: property 'Total' does not follow the camelCase convention (like 'orderId') [property-naming]"##
            ])
    }

    /// `lint.disable` silences warning rules; the plan still loads.
    @Test func turnsWarningsOff() {
        let files = [
            "trackplan.json":
                ##"{"name": "Shop", "version": "1.0.0", "lint": {"disable": ["event-naming", "property-naming", "missing-description"]}}"##,
            "events.json": Self.events,
        ]
        #expect(PlanFixtures.diagnostics(files) == [])
    }

    /// `any` turns a convention off.
    @Test func acceptsAnyNames() {
        let files = [
            "trackplan.json":
                ##"{"name": "Shop", "version": "1.0.0", "lint": {"eventNaming": "any", "propertyNaming": "any", "disable": ["missing-description"]}}"##,
            "events.json": Self.events,
        ]
        #expect(PlanFixtures.diagnostics(files) == [])
    }

    /// Consent categories and entitlements want descriptions too.
    @Test func warnsAboutUndescribedDeclarations() {
        let files = [
            "trackplan.json": ##"{"name": "Shop", "version": "1.0.0"}"##,
            "events.json": ##"""
            {
              "consent": { "analytics": {} },
              "entitlements": { "pro": {} },
              "screens": { "Home": {} }
            }
            """##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"events.json:2:16: warning: consent category 'analytics' has no description [missing-description]"##,
                ##"events.json:3:21: warning: entitlement 'pro' has no description [missing-description]"##,
                ##"events.json:4:16: warning: screen 'Home' has no description [missing-description]"##,
            ])
    }
}
