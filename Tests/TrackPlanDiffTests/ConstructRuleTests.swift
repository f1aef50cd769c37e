import Testing
import TrackPlanDiff
import TrackPlanModel

private typealias B = PlanBuilder

/// Maps, unions and untyped values between two plan versions.
@Suite("Construct rules")
struct ConstructDiffRuleTests {
    static let p = "/events/Signed Up/properties/value"

    static func value(_ type: SchemaType) -> Property { B.property("value", type) }
    static func c(_ name: String, _ old: SchemaType, _ new: SchemaType, _ expected: String...) -> RuleCase {
        var fixture = RuleCase(name, B.oneEvent([value(old)]), B.oneEvent([value(new)]))
        fixture.expected = expected
        return fixture
    }

    static func map(_ values: SchemaType = B.string, keys: String? = nil, min: Int? = nil, max: Int? = nil) -> SchemaType {
        .map(MapShape(values: B.schema(values, line: 4), keyPattern: keys, minProperties: min, maxProperties: max))
    }

    static func union(_ types: SchemaType...) -> SchemaType { .union(UnionShape(members: types.map { B.schema($0) })) }

    /// A union of objects told apart by `key`, one member per value (each with only the discriminator, and `extra`).
    static func tagged(_ key: String, _ values: [String], extra: [Property] = []) -> SchemaType {
        let members = values.map { value in
            B.schema(.object(ObjectShape(properties: [B.property(key, required: true, const: .string(value))] + extra)))
        }
        return .union(UnionShape(members: members, discriminator: key))
    }

    static let cases: [RuleCase] = [
        c("untyped unchanged", .any, .any),
        c("typed value became untyped", B.string, .any, "type-changed \(p)/type SBF"),
        c("map unchanged", map(keys: "^a"), map(keys: "^a")),
        c("map key pattern added", map(), map(keys: "^exp_"), "constraint-tightened \(p)/propertyNames -B-"),
        c("map key pattern removed", map(keys: "^exp_"), map(), "constraint-loosened \(p)/propertyNames --F"),
        c("map key pattern changed", map(keys: "^a"), map(keys: "^b"), "pattern-changed \(p)/propertyNames -BF"),
        c("map entry bound lowered", map(max: 5), map(max: 3), "constraint-tightened \(p)/maxProperties -B-"),
        c("map entry bound added", map(), map(min: 1), "constraint-tightened \(p)/minProperties -B-"),
        c("map values changed type", map(B.string), map(B.integer), "type-changed \(p)/additionalProperties/type SBF"),
        c("union member added", union(B.string, B.integer), union(B.string, B.integer, .boolean), "union-member-added \(p) --F"),
        c("union member removed", union(B.string, B.integer, .boolean), union(B.string, B.integer), "union-member-removed \(p) SB-"),
        c(
            "union member constraint tightened", union(B.string, B.integer),
            union(.string(StringConstraints(minLength: 1)), B.integer), "constraint-tightened \(p)/minLength -B-"),
        c("scalar became a union", B.string, union(B.string, B.integer), "type-changed \(p)/type SBF"),
        c("object union member added", tagged("method", ["card"]), tagged("method", ["card", "cash"]), "union-member-added \(p) --F"),
        c("object union member removed", tagged("method", ["card", "cash"]), tagged("method", ["cash"]), "union-member-removed \(p) SB-"),
        c("object union discriminator changed", tagged("method", ["card"]), tagged("kind", ["card"]), "union-discriminator-changed \(p) SBF"),
        c(
            "object union member's property compared by value", tagged("method", ["card"], extra: [B.property("last4")]),
            tagged("method", ["card"], extra: [B.property("last4", B.integer)]), "type-changed \(p)/properties/last4/type SBF"),
    ]

    @Test(arguments: cases)
    func rule(_ fixture: RuleCase) {
        #expect(fixture.actual == fixture.expected)
    }
}
