import TrackPlanModel

extension Translator {
    /// The `static let` a validator matches `pattern` with: a `PatternProgram` table when the pattern is a
    /// `SimplePattern` (no `Regex` at run time), otherwise a `Regex` compiled once, on first use.
    static func patternDecl(_ storage: String, _ pattern: String) -> SwiftDecl {
        guard let simple = SimplePattern.parse(pattern) else { return regexPatternDecl(storage, pattern) }
        return .property(
            SwiftProperty(
                storage, .named("TrackPlan.PatternProgram"), modifiers: SwiftModifiers(isPrivate: true, isStatic: true),
                initialValue: programExpression(simple),
                docs: SwiftDocComment([
                    "The pattern with its ECMA-262 meaning (ASCII `\\d` `\\w`, code points), compiled by the generator into a table."
                ])))
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
