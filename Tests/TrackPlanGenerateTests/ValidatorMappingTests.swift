import Testing
import TrackPlanModel

/// Snippet tests for the rules in generated visit methods: one call per property, the plan's rules as its arguments.
@Suite struct ValidatorMappingTests {
    typealias B = PlanBuilders

    @Test func aSimplePatternIsCompiledByTheGeneratorIntoAProgram() {
        let text = Snippet.event([B.property("code", B.schema(.string(StringConstraints(pattern: #"^\d{3}$"#))))])
        Snippet.expect(
            text,
            contains:
                ##"    private static let code_pattern: TrackPlan.StringPattern = TrackPlan.StringPattern(#"^\d{3}$"#, program: TrackPlan.PatternProgram(anchoredStart: true, anchoredEnd: true, steps: [TrackPlan.PatternProgram.Step(ranges: [48, 57], min: 3, max: 3)]))"##
        )
        Snippet.expect(text, contains: ##"        visitor.string("code", self.code, pattern: Self.code_pattern)"##)
    }

    @Test func anyOtherPatternIsCompiledOnceIntoARegex() {
        let text = Snippet.event([B.property("code", B.schema(.string(StringConstraints(pattern: #"^(\d{3}|x)$"#))))])
        Snippet.expect(
            text,
            contains:
                ##"    private static let code_pattern: TrackPlan.StringPattern = TrackPlan.StringPattern(#"^(\d{3}|x)$"#, regex: try! Regex(#"\A([0-9]{3}|x)\z"#).matchingSemantics(.unicodeScalar))"##
        )
    }

    /// Common rule sets use the visitor's shortcuts; other sets, and bounds that are not exact integers, the `…Field` form.
    @Test func lengthsRangesAndMultiples() {
        let text = Snippet.event([
            B.property("name", B.schema(.string(StringConstraints(minLength: 1, maxLength: 9)))),
            B.property("age", B.schema(.integer(NumericConstraints(minimum: 0, exclusiveMaximum: 150, multipleOf: 1)))),
            B.property("half", B.schema(.integer(NumericConstraints(minimum: 0.5)))),
            B.property("price", B.schema(.number(NumericConstraints(maximum: 1e6, exclusiveMinimum: 0, multipleOf: 0.01)))),
            B.property("count", B.schema(.integer(NumericConstraints(minimum: 1, maximum: 9)))),
        ])
        Snippet.expect(
            text,
            contains: """
                        visitor.string("name", self.name, minLength: 1, maxLength: 9)
                        visitor.integerField("age", self.age, minimum: 0, exclusiveMaximum: 150, multipleOf: 1)
                        visitor.integerField("half", self.half, bounds: TrackPlan.NumberBounds(minimum: 0.5))
                        visitor.numberField("price", self.price, maximum: 1000000.0, exclusiveMinimum: 0.0, multipleOf: 0.01)
                        visitor.integer("count", self.count, minimum: 1, maximum: 9)
                """)
    }

    @Test func itemCountsUniquenessAndElementsVisitedByAClosure() {
        let item = B.schema(.object(ObjectShape(properties: [B.property("sku/id", B.schema(.string(StringConstraints(minLength: 2))))])))
        let text = Snippet.event([B.property("items", B.schema(.array(ArrayShape(items: item, minItems: 1, maxItems: 5, uniqueItems: true))))])
        Snippet.expect(
            text, contains: #"        visitor.uniqueArray("items", self.items, minItems: 1, maxItems: 5, element: { $0.objectValue($1) })"# + "\n")
        Snippet.expect(text, contains: #"            visitor.string("sku/id", self.skuId, minLength: 2)"# + "\n")
    }

    @Test func everyPropertyIsVisitedAndNoSeparateValidatorOrEncoderIsGenerated() {
        let text = Snippet.event([B.property("inner", B.schema(.object(ObjectShape(properties: [B.property("flag", B.schema(.boolean))]))))])
        Snippet.expect(text, contains: "        visitor.object(\"inner\", self.inner)\n")
        Snippet.expect(text, contains: "            visitor.bool(\"flag\", self.flag)\n")
        Snippet.expect(text, lacks: "func validate(")
        Snippet.expect(text, lacks: "func encode")
    }
}
