import Testing
import TrackPlanCheck
import TrackPlanModel

/// `oneOf` of objects told apart by a discriminator: accepted when every member requires the same property fixed by
/// `const` to a string of its own; otherwise an error at the member (or the list) that breaks the rule.
@Suite struct DiscriminatedUnionRuleTests {
    static func card(_ extra: String = "") -> String {
        #"{ "type": "object", "properties": { "method": { "const": "card" }, "last4": { "type": "string" } }, "required": ["method", "last4"]\#(extra) }"#
    }

    static func member(_ value: String, required: Bool = true) -> String {
        #"{ "type": "object", "properties": { "method": { "const": "\#(value)" } }\#(required ? #", "required": ["method"]"# : "") }"#
    }

    @Test func aOneOfOfObjectsWithADiscriminatorIsAUnion() throws {
        let schema = try ConstructRuleTests.schema(
            ConstructRuleTests.value(#"{ "oneOf": [\#(Self.card()), \#(Self.member("paypal")), { "type": "null" }] }"#))
        guard case .union(let shape) = schema.type else { Issue.record("not a union: \(schema.type)"); return }
        #expect(shape.discriminator == "method")
        #expect(shape.members.map(shape.memberName) == ["card", "paypal"])
        #expect(schema.isNullable)
    }

    /// A member's payload is a struct like any nested object: two of its properties that need the same nested Swift
    /// type collide, as they would in an event.
    @Test func nestedTypesInAPayloadAreNamedLikeAnyObjects() {
        let object = #"{ "type": "object", "properties": { "x": { "type": "string" } } }"#
        let member =
            #"{ "type": "object", "properties": { "method": { "const": "card" }, "a_b": \#(object), "aB": \#(object) }, "required": ["method"] }"#
        let diagnostics = PlanFixtures.load(ConstructRuleTests.value(#"{ "oneOf": [\#(member), \#(Self.member("cash"))] }"#)).diagnostics
        #expect(diagnostics.filter { $0.severity == .error }.map(\.ruleID) == ["swift-name-collision"], "\(diagnostics)")
    }

    @Test(arguments: [
        (
            #"{ "oneOf": [\#(card()), \#(member("paypal", required: false))] }"#,
            "events.json:5:165: error: this 'oneOf' member has no discriminator: require one property and fix it by 'const' to a string of its own (for example \"method\": {\"const\": \"card\"}), the same property in every member [unsupported-union]"
        ),
        (
            #"{ "oneOf": [\#(card()), \#(member("card"))] }"#,
            "events.json:5:165: error: two 'oneOf' members fix 'method' to \"card\" (the other at 5:30); give each member a value of its own so exactly one matches [unsupported-union]"
        ),
        (
            #"{ "oneOf": [\#(member("gift-card")), \#(member("gift_card"))] }"#,
            "events.json:5:130: error: 'method' values \"gift-card\" and \"gift_card\" both become the Swift case 'giftCard'; use values that differ in more than case and punctuation [unsupported-union]"
        ),
        (
            #"{ "oneOf": [\#(card()), { "type": "object", "properties": { "kind": { "const": "paypal" } }, "required": ["kind"] }] }"#,
            "events.json:5:29: error: the 'oneOf' members fix different properties by 'const' (method, kind); fix the same property in every member [unsupported-union]"
        ),
        (
            #"{ "oneOf": [{ "type": "string" }, { "type": "object" }] }"#,
            "events.json:5:30: error: a 'oneOf' that lists objects may list only objects (and {\"type\": \"null\"}); this member is a string; make it an object with the discriminator property [unsupported-union]"
        ),
    ])
    func membersWithoutADistinctDiscriminatorAreRejectedWhereTheyAreWritten(schema: String, expected: String) {
        #expect(PlanFixtures.diagnostics(ConstructRuleTests.value(schema)) == [expected])
    }
}
