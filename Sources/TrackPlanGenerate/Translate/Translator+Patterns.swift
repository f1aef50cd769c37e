import TrackPlanModel

extension Translator {
    /// The `static let` a value's `pattern` is matched with: a `TrackPlan.StringPattern` holding a `PatternProgram`
    /// table when the pattern is a `SimplePattern` (no `Regex` at run time), otherwise a `Regex` compiled once, on
    /// first use; either way with its ECMA-262 meaning.
    static func patternDecl(_ storage: String, _ pattern: String) -> SwiftDecl {
        let source = SwiftArgument.unlabeled(.stringLiteral(pattern))
        let matcher: SwiftArgument
        let docs: String
        if let simple = SimplePattern.parse(pattern) {
            matcher = SwiftArgument("program", programExpression(simple))
            docs = "The pattern with its ECMA-262 meaning (ASCII `\\d` `\\w`, code points), compiled by the generator into a table."
        } else {
            let regex = SwiftExpr.forceTry(
                SwiftExpr.call(.typeName("Regex"), [.unlabeled(.stringLiteral(swiftRegex(pattern)))]).dot("matchingSemantics")(
                    .unlabeled(.implicitMember("unicodeScalar"))))
            matcher = SwiftArgument("regex", regex)
            docs = "The pattern with its ECMA-262 meaning (ASCII `\\d` `\\w`, code points), compiled once, on first use."
        }
        return .property(
            SwiftProperty(
                storage, .named("TrackPlan.StringPattern"), modifiers: SwiftModifiers(isPrivate: true, isStatic: true),
                initialValue: .call(.typeName("TrackPlan.StringPattern"), [source, matcher]), docs: SwiftDocComment([docs])))
    }

    /// The pattern in Swift `Regex` syntax with its ECMA-262 meaning (the checker has rejected what cannot be).
    static func swiftRegex(_ pattern: String) -> String {
        (try? ECMAPattern.swiftRegex(pattern).get()) ?? pattern
    }

    /// `TrackPlan.PatternProgram(anchoredStart:anchoredEnd:steps:)` for `pattern`; default arguments are left out.
    static func programExpression(_ pattern: SimplePattern) -> SwiftExpr {
        let steps = pattern.steps.map { step -> SwiftExpr in
            var arguments = [
                SwiftArgument(
                    "ranges", .arrayLiteral(step.ranges.flatMap { [.integerLiteral(Int64($0.lowerBound)), .integerLiteral(Int64($0.upperBound))] }))
            ]
            if step.negated { arguments.append(SwiftArgument("negated", .boolLiteral(true))) }
            if step.min != 1 || step.max != 1 {
                arguments.append(SwiftArgument("min", .integerLiteral(Int64(step.min))))
                arguments.append(SwiftArgument("max", step.max.map { .integerLiteral(Int64($0)) } ?? .nilLiteral))
            }
            return .call(.typeName("TrackPlan.PatternProgram.Step"), arguments)
        }
        return .call(
            .typeName("TrackPlan.PatternProgram"),
            [
                SwiftArgument("anchoredStart", .boolLiteral(pattern.anchoredStart)), SwiftArgument("anchoredEnd", .boolLiteral(pattern.anchoredEnd)),
                SwiftArgument("steps", .arrayLiteral(steps)),
            ])
    }
}
