import TrackPlanModel

extension Translator {
    /// The `static let` a value's `pattern` is matched with: a `TrackPlan.StringPattern` holding a `PatternProgram`
    /// table when the pattern is a `SimplePattern` (no `Regex` at run time), otherwise a `Regex` compiled once, on
    /// first use; either way with its ECMA-262 meaning. The matcher is built once per pattern text (shared
    /// definitions repeat a pattern across many properties, and compiling it is not free).
    func patternDecl(_ storage: String, _ pattern: String) -> SwiftDecl {
        let source = SwiftArgument.unlabeled(.stringLiteral(pattern))
        let matcher: PatternMatcher
        if let known = state.patternMatchers[pattern] {
            matcher = known
        } else {
            matcher = Self.patternMatcher(pattern)
            state.patternMatchers[pattern] = matcher
        }
        return .property(
            SwiftProperty(
                storage, .named("TrackPlan.StringPattern"), modifiers: SwiftModifiers(isPrivate: true, isStatic: true),
                initialValue: .call(.typeName("TrackPlan.StringPattern"), [source, matcher.argument]), docs: SwiftDocComment([matcher.docs])))
    }

    /// The `program:` or `regex:` argument of a pattern's `StringPattern`, and the doc comment saying which.
    struct PatternMatcher {
        var argument: SwiftArgument
        var docs: String
    }

    private static func patternMatcher(_ pattern: String) -> PatternMatcher {
        if let simple = SimplePattern.parse(pattern) {
            return PatternMatcher(
                argument: SwiftArgument("program", programExpression(simple)),
                docs: "The pattern with its ECMA-262 meaning (ASCII `\\d` `\\w`, code points), compiled by the generator into a table.")
        }
        let regex = SwiftExpr.forceTry(
            SwiftExpr.call(.typeName("Regex"), [.unlabeled(.stringLiteral(swiftRegex(pattern)))]).dot("matchingSemantics")(
                .unlabeled(.implicitMember("unicodeScalar"))))
        return PatternMatcher(
            argument: SwiftArgument("regex", regex),
            docs: "The pattern with its ECMA-262 meaning (ASCII `\\d` `\\w`, code points), compiled once, on first use.")
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
