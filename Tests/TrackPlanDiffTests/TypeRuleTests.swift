import Testing
import TrackPlanDiff
import TrackPlanModel

private typealias B = PlanBuilder

@Suite("Type rules")
struct TypeRuleTests {
    static let p = "/events/Signed Up/properties/value"

    static func pair(_ old: Property, _ new: Property) -> (Plan, Plan) { (B.oneEvent([old]), B.oneEvent([new])) }
    static func value(_ type: SchemaType, nullable: Bool = false, enumValues: [ScalarValue]? = nil, const: ScalarValue? = nil) -> Property {
        B.property("value", type, nullable: nullable, enumValues: enumValues, const: const)
    }
    static func c(_ name: String, _ old: Property, _ new: Property, _ expected: String) -> RuleCase {
        RuleCase(name, B.oneEvent([old]), B.oneEvent([new]), expected)
    }
    static let ab: [ScalarValue] = [.string("a"), .string("b")]
    static let abc: [ScalarValue] = [.string("a"), .string("b"), .string("c")]

    static let cases: [RuleCase] = [
        c("type changed", value(B.string), value(B.number), "type-changed \(p)/type SBF"),
        c("widened", value(B.integer), value(B.number), "type-widened \(p)/type S-F"),
        c("narrowed", value(B.number), value(B.integer), "type-narrowed \(p)/type SB-"),
        c("nullable added", value(B.string), value(B.string, nullable: true), "nullable-added \(p)/type --F"),
        c("nullable removed", value(B.string, nullable: true), value(B.string), "nullable-removed \(p)/type SB-"),
        c("enum value added", value(B.string, enumValues: ab), value(B.string, enumValues: abc), "enum-value-added \(p)/enum --F"),
        c("enum value removed", value(B.string, enumValues: abc), value(B.string, enumValues: ab), "enum-value-removed \(p)/enum SB-"),
        c("enum constraint added", value(B.string), value(B.string, enumValues: ab), "enum-constraint-added \(p)/enum SB-"),
        c("enum constraint removed", value(B.string, enumValues: ab), value(B.string), "enum-constraint-removed \(p)/enum S-F"),
        c("const changed", value(B.string, const: .string("a")), value(B.string, const: .string("b")), "const-changed \(p)/const -BF"),
        c("const added", value(B.string), value(B.string, const: .string("a")), "const-added \(p)/const SB-"),
        c("const removed", value(B.string, const: .string("a")), value(B.string), "const-removed \(p)/const S-F"),
        c(
            "enum inlined from a shared definition", shared(value(B.string, enumValues: ab)), value(B.string, enumValues: ab),
            "shared-type-changed \(p)/$ref S--"),
    ]

    static func shared(_ property: Property) -> Property {
        var property = property
        property.schema.reference = SchemaReference(file: "shared.json", pointer: JSONPointer(tokens: ["$defs", "choice"]))
        return property
    }

    @Test(arguments: cases)
    func rule(_ fixture: RuleCase) {
        #expect(fixture.actual == fixture.expected)
    }

    @Test func aTypeChangeReportsNothingElseAboutTheValue() {
        let (old, new) = Self.pair(Self.value(B.string, enumValues: Self.ab), Self.value(B.integer))
        #expect(RuleCase("", old, new).actual == ["type-changed \(Self.p)/type SBF"])
    }
}
