import Testing
import TrackPlanCheck
import TrackPlanModel

/// The naming authority (`PlanNames`, `SwiftNames`): reserved names renamed, underivable names spelt or rejected,
/// collisions the generator would hit reported by lint with a place and a fix.
@Suite struct NamingAuthorityTests {
    static func events(_ body: String) -> [String: String] { ["events.json": #"{"events": {"# + body + "}}"] }

    @Test(arguments: [
        ("Regex", "RegexEvent"), ("Swift", "SwiftEvent"), ("Self", "SelfEvent"), ("Type", "TypeEvent"), ("TrackPlan", "TrackPlanEvent"),
        ("Foundation", "FoundationEvent"), ("Order Completed", "OrderCompleted"),
    ])
    func reservedEventNamesAreRenamed(key: String, expected: String) throws {
        let plan = try #require(PlanFixtures.load(Self.events("\"\(key)\": {\"properties\": {}}")).plan)
        #expect(PlanNames(plan: plan).typeName(ofEvent: plan.events[0]) == expected)
    }

    @Test func reservedNestedTypeNamesGetAValueSuffix() {
        #expect(SwiftNames.typeName("type") == "TypeValue")
        #expect(SwiftNames.typeName("self") == "SelfValue")
        #expect(SwiftNames.typeName("protocol") == "ProtocolValue")
        #expect(SwiftNames.typeName("regex") == "RegexValue")
        #expect(SwiftNames.typeName("types") == "Types")
    }

    @Test func keysWithoutLettersAreSpeltByTheirCharacterNames() {
        #expect(SwiftNames.memberName("🎉") == "partyPopper")
        #expect(SwiftNames.typeName("🎉") == "PartyPopper")
        #expect(SwiftNames.memberName("$") == "dollarSign")
        #expect(SwiftNames.memberName("---") == "hyphenMinus")
        #expect(SwiftNames.memberName("❤️") == "heavyBlackHeart")
        #expect(SwiftNames.memberName("") == "")
    }

    @Test func anEmptyKeyAsksForXSwiftName() {
        let diagnostics = PlanFixtures.diagnostics(Self.events(#""A": {"properties": {"": {"type": "string"}}}"#))
        #expect(
            diagnostics.contains { $0.contains("events.json:1:34: error: the empty property key gives no Swift name; set \"x-swift-name\"") },
            "\(diagnostics)")
        let fixed = PlanFixtures.load(Self.events(#""A": {"properties": {"": {"type": "string", "x-swift-name": "blank"}}}"#))
        #expect(!fixed.diagnostics.hasErrors, "\(fixed.diagnostics)")
    }

    @Test func anEventAndAScreenThatBecomeOneTypeFailLint() {
        let diagnostics = PlanFixtures.diagnostics([
            "events.json": #"{"events": {"Cart Screen": {"properties": {}}}, "screens": {"Cart": {"properties": {}}}}"#
        ])
        #expect(
            diagnostics.contains {
                $0.contains(
                    "error: screen 'Cart' is generated as the Swift type 'CartScreen', like event 'Cart Screen' at events.json:1:28; set \"x-swift-name\" on screen 'Cart' [swift-name-collision]"
                )
            }, "\(diagnostics)")
    }

    @Test func aSharedDefinitionNamedLikeAnEventFailsLint() {
        let diagnostics = PlanFixtures.diagnostics([
            "events.json":
                ##"{"$defs": {"cart": {"type": "object", "properties": {}}}, "events": {"Cart": {"properties": {"c": {"$ref": "#/$defs/cart"}}}}}"##
        ])
        #expect(
            diagnostics.contains {
                $0.contains("the shared definition 'events.json#/$defs/cart' is generated as the Swift type 'Cart', like event 'Cart'")
            }, "\(diagnostics)")
    }

    @Test func nestedTypesOfOneObjectMustDiffer() {
        let diagnostics = PlanFixtures.diagnostics(
            Self.events(
                #""A": {"properties": {"tag": {"type": "array", "items": {"type": "string", "enum": ["a"]}}, "tag item": {"type": "string", "enum": ["b"]}}}"#
            ))
        #expect(
            diagnostics.contains {
                $0.contains("property 'tag item' needs the nested Swift type 'TagItem', which property 'tag' of the same object already gets")
            }, "\(diagnostics)")
    }

    @Test func planFilesDifferingOnlyInCaseFailLint() {
        let diagnostics = PlanFixtures.diagnostics([
            "Events.json": #"{"events": {"A": {"properties": {}}}}"#, "events.json": #"{"events": {"B": {"properties": {}}}}"#,
        ])
        #expect(diagnostics.contains { $0.contains("plan files 'Events.json' and 'events.json' differ only in letter case") }, "\(diagnostics)")
    }

    @Test func reservedXSwiftNameIsRejected() {
        let diagnostics = PlanFixtures.diagnostics(Self.events(#""A": {"x-swift-name": "Self", "properties": {}}"#))
        #expect(diagnostics.contains { $0.contains("'x-swift-name' \"Self\" is reserved") }, "\(diagnostics)")
    }

    @Test(arguments: [("int", "integer"), ("bool", "boolean"), ("float", "number"), ("map", "object"), ("strnig", "string")])
    func unknownTypeNamesGetADidYouMean(written: String, meant: String) {
        let diagnostics = PlanFixtures.diagnostics(Self.events("\"A\": {\"properties\": {\"a\": {\"type\": \"\(written)\"}}}"))
        #expect(
            diagnostics.contains { $0.contains("unknown type '\(written)'") && $0.hasSuffix("did you mean '\(meant)'? [unknown-type]") },
            "\(diagnostics)")
    }
}
