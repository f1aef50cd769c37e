import Testing
import TrackPlanModel

/// Snippet tests for the generated validators: one `report.check` per rule, JSON Pointer paths.
@Suite struct ValidatorMappingTests {
    typealias B = PlanBuilders

    @Test func aSimplePatternIsCompiledByTheGeneratorIntoAProgram() {
        let text = Snippet.event([B.property("code", B.schema(.string(StringConstraints(pattern: #"^\d{3}$"#))))])
        Snippet.expect(
            text,
            contains:
                ##"    private static let code_pattern: TrackPlan.PatternProgram = TrackPlan.PatternProgram(anchoredStart: true, anchoredEnd: true, steps: [TrackPlan.PatternProgram.Step(ranges: [48, 57], min: 3, max: 3)])"##
        )
        Snippet.expect(text, contains: ##"        report.checkPattern(self.code, Self.code_pattern, pattern: #"^\d{3}$"#, at: "/code")"##)
    }

    @Test func anyOtherPatternIsCompiledOnceIntoARegex() {
        let text = Snippet.event([B.property("code", B.schema(.string(StringConstraints(pattern: #"^(\d{3}|x)$"#))))])
        Snippet.expect(
            text,
            contains:
                ##"    nonisolated(unsafe) private static let code_pattern: Regex<AnyRegexOutput> = try! Regex(#"\A([0-9]{3}|x)\z"#).matchingSemantics(.unicodeScalar)"##
        )
    }

    @Test func lengthsRangesAndMultiples() {
        let text = Snippet.event([
            B.property("name", B.schema(.string(StringConstraints(minLength: 1, maxLength: 9)))),
            B.property("age", B.schema(.integer(NumericConstraints(minimum: 0, exclusiveMaximum: 150, multipleOf: 1)))),
            B.property("half", B.schema(.integer(NumericConstraints(minimum: 0.5)))),
            B.property("price", B.schema(.number(NumericConstraints(maximum: 1e6, exclusiveMinimum: 0, multipleOf: 0.01)))),
        ])
        Snippet.expect(
            text,
            contains: """
                        report.checkMinLength(self.name, 1, at: "/name")
                        report.checkMaxLength(self.name, 9, at: "/name")
                        report.checkIntegerMinimum(self.age, 0, at: "/age")
                        report.checkIntegerExclusiveMaximum(self.age, 150, at: "/age")
                        report.checkIntegerMultipleOf(self.age, 1, at: "/age")
                        report.checkNumberMinimum(Swift.Double(self.half), 0.5, at: "/half")
                        report.checkFinite(self.price, at: "/price")
                        report.checkNumberMaximum(self.price, 1000000.0, at: "/price")
                        report.checkNumberExclusiveMinimum(self.price, 0.0, at: "/price")
                        report.checkNumberMultipleOf(self.price, 0.01, at: "/price")
                """)
    }

    @Test func itemCountsUniquenessAndItemPathsWithIndexes() {
        let item = B.schema(.object(ObjectShape(properties: [B.property("sku/id", B.schema(.string(StringConstraints(minLength: 2))))])))
        let text = Snippet.event([B.property("items", B.schema(.array(ArrayShape(items: item, minItems: 1, maxItems: 5, uniqueItems: true))))])
        Snippet.expect(
            text,
            contains: """
                        report.checkMinItems(self.items, 1, at: "/items")
                        report.checkMaxItems(self.items, 5, at: "/items")
                        report.checkUnique(self.items, at: "/items")
                        for (index, element) in self.items.enumerated() {
                            element.validate(into: &report, at: TrackPlan.ValidationReport.pointer("/items", index: index))
                        }
                """)
        Snippet.expect(
            text,
            contains: """
                        public func validate(into report: inout TrackPlan.ValidationReport, at path: @autoclosure () -> Swift.String) {
                            report.checkMinLength(self.skuId, 2, at: TrackPlan.ValidationReport.pointer(path(), "/sku~1id"))
                        }
                """)
    }

    @Test func nothingToCheckMeansAnEmptyValidatorAndNoNestedValidator() {
        let text = Snippet.event([B.property("inner", B.schema(.object(ObjectShape(properties: [B.property("flag", B.schema(.boolean))]))))])
        Snippet.expect(text, contains: "    public func validate(into report: inout TrackPlan.ValidationReport) {}\n")
        Snippet.expect(text, lacks: "at path: @autoclosure")
    }
}
