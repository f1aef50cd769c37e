import Testing
import TrackPlanCheck
import TrackPlanModel

/// The `superProperties` section: scalars only, `x-context` names declared properties and no member the runtime
/// writes, and a super property bound for `properties` has the type of every event property of its name.
@Suite struct SuperPropertyRuleTests {
    static let events = ##"""
        {
          "events": {
            "Plan Changed": {
              "properties": {
                "plan_tier": { "type": "integer" },
                "source": { "type": "string" }
              }
            }
          }
        }
        """##

    @Test func aSuperPropertyOfAnotherTypeThanAnEventPropertyOfItsNameIsAnError() {
        let files = [
            "events.json": Self.events,
            "super.json": ##"""
            {
              "superProperties": {
                "properties": {
                  "plan_tier": { "type": "string", "enum": ["free", "pro"] },
                  "source": { "type": "string", "maxLength": 20 }
                }
              }
            }
            """##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"super.json:4:7: error: super property 'plan_tier' is string enum ["free", "pro"], but event 'Plan Changed' declares 'plan_tier' as integer (events.json:5:9); give them the same type, or rename one [super-property-type-conflict]"##
            ])
    }

    @Test func aSuperPropertyBoundForTheContextMeetsNoEventProperty() {
        let files = [
            "events.json": Self.events,
            "super.json": ##"{"superProperties": {"properties": {"plan_tier": {"type": "string"}}, "x-context": ["plan_tier"]}}"##,
        ]
        #expect(PlanFixtures.diagnostics(files).isEmpty)
        let section = PlanFixtures.load(files).plan?.superProperties
        #expect(section?.contextNames == ["plan_tier"])
        #expect(section?.properties.properties.map(\.name) == ["plan_tier"])
    }

    @Test func xContextNamesDeclaredPropertiesOnlyAndNoRuntimeMember() {
        let files = [
            "events.json": Self.events,
            "super.json": ##"""
            {
              "superProperties": {
                "properties": { "app": { "type": "string" }, "arm": { "type": "string" } },
                "x-context": ["arn", "app", "arm", "arm"]
              }
            }
            """##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"super.json:4:19: error: 'x-context' names 'arn', which is not declared in 'properties'; did you mean 'arm'? [x-context-undeclared]"##,
                ##"super.json:4:26: error: 'app' is a member of the context the runtime writes itself; give the super property another name [super-property-reserved-context]"##,
                ##"super.json:4:40: error: 'x-context' lists 'arm' twice [invalid-keyword-value]"##,
            ])
    }

    @Test func superPropertiesAreScalars() {
        let files = [
            "events.json": Self.events,
            "super.json": ##"""
            {
              "superProperties": {
                "properties": { "tags": { "type": "array", "items": { "type": "string" } } }
              }
            }
            """##,
        ]
        #expect(
            PlanFixtures.diagnostics(files) == [
                ##"super.json:3:21: error: super property 'tags' is array; super properties are strings, integers, numbers or booleans, or a union of these (send structured values as event properties) [super-property-type]"##
            ])
    }

    @Test func theSectionIsDeclaredOnce() {
        let files = [
            "events.json": Self.events,
            "a.json": ##"{"superProperties": {"properties": {"arm": {"type": "string"}}}}"##,
            "b.json": ##"{"superProperties": {"properties": {"arm": {"type": "string"}}}}"##,
        ]
        #expect(PlanFixtures.diagnostics(files).contains { $0.contains("[duplicate-section]") })
    }
}
