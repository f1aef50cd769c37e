import Testing
import TrackPlanDiff
import TrackPlanModel

private typealias B = PlanBuilder

@Suite("Constraint rules")
struct ConstraintRuleTests {
    static let p = "/events/Signed Up/properties/value"

    static func c(_ name: String, _ old: SchemaType, _ new: SchemaType, _ expected: String) -> RuleCase {
        RuleCase(name, B.oneEvent([B.property("value", old)]), B.oneEvent([B.property("value", new)]), expected)
    }
    static func s(minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil, format: StringFormat? = nil) -> SchemaType {
        .string(StringConstraints(minLength: minLength, maxLength: maxLength, pattern: pattern, format: format))
    }
    static func n(min: Double? = nil, max: Double? = nil, exMin: Double? = nil, exMax: Double? = nil, multipleOf: Double? = nil) -> SchemaType {
        .number(NumericConstraints(minimum: min, maximum: max, exclusiveMinimum: exMin, exclusiveMaximum: exMax, multipleOf: multipleOf))
    }

    static let cases: [RuleCase] = [
        c("minLength raised", s(minLength: 1), s(minLength: 5), "constraint-tightened \(p)/minLength -B-"),
        c("minLength lowered", s(minLength: 5), s(minLength: 1), "constraint-loosened \(p)/minLength --F"),
        c("maxLength added", s(), s(maxLength: 5), "constraint-tightened \(p)/maxLength -B-"),
        c("maxLength raised", s(maxLength: 5), s(maxLength: 10), "constraint-loosened \(p)/maxLength --F"),
        c("minimum added", n(), n(min: 0), "constraint-tightened \(p)/minimum -B-"),
        c("maximum removed", n(max: 9), n(), "constraint-loosened \(p)/maximum --F"),
        c("exclusiveMinimum raised", n(exMin: 0), n(exMin: 1), "constraint-tightened \(p)/exclusiveMinimum -B-"),
        c("exclusiveMaximum lowered", n(exMax: 10), n(exMax: 5), "constraint-tightened \(p)/exclusiveMaximum -B-"),
        c("multipleOf to a multiple", n(multipleOf: 2), n(multipleOf: 4), "constraint-tightened \(p)/multipleOf -B-"),
        c("multipleOf to a divisor", n(multipleOf: 4), n(multipleOf: 2), "constraint-loosened \(p)/multipleOf --F"),
        c("multipleOf to a decimal multiple", n(multipleOf: 0.01), n(multipleOf: 0.03), "constraint-tightened \(p)/multipleOf -B-"),
        c("multipleOf to a decimal divisor", n(multipleOf: 0.3), n(multipleOf: 0.1), "constraint-loosened \(p)/multipleOf --F"),
        c("multipleOf unrelated", n(multipleOf: 2), n(multipleOf: 3), "constraint-changed \(p)/multipleOf -BF"),
        c("minItems raised", B.array(B.string, minItems: 1), B.array(B.string, minItems: 2), "constraint-tightened \(p)/minItems -B-"),
        c("maxItems removed", B.array(B.string, maxItems: 3), B.array(B.string), "constraint-loosened \(p)/maxItems --F"),
        c("uniqueItems set", B.array(B.string), B.array(B.string, unique: true), "constraint-tightened \(p)/uniqueItems -B-"),
        c("uniqueItems cleared", B.array(B.string, unique: true), B.array(B.string), "constraint-loosened \(p)/uniqueItems --F"),
        c("items type changed", B.array(B.string), B.array(B.integer), "type-changed \(p)/items/type SBF"),
        c("pattern added", s(), s(pattern: "^a"), "constraint-tightened \(p)/pattern -B-"),
        c("pattern removed", s(pattern: "^a"), s(), "constraint-loosened \(p)/pattern --F"),
        c("pattern changed", s(pattern: "^a"), s(pattern: "^b"), "pattern-changed \(p)/pattern -BF"),
        c("format changed, same Swift type", s(format: .email), s(format: .date), "format-changed \(p)/format -BF"),
        c("format changed, Swift type changed", s(format: .email), s(format: .uuid), "format-changed \(p)/format SBF"),
        c("format added", s(), s(format: .dateTime), "format-changed \(p)/format SB-"),
        c("format removed", s(format: .email), s(), "format-changed \(p)/format --F"),
    ]

    @Test(arguments: cases)
    func rule(_ fixture: RuleCase) {
        #expect(fixture.actual == fixture.expected)
    }
}
