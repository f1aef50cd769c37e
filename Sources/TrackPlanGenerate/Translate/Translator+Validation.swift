import TrackPlanModel

/// Validators for what types cannot express: one `report.check(…)` line per rule, paths as JSON Pointers.
extension Translator {
    /// Events and traits always get `validate(into:)` (a protocol requirement); nested structs get
    /// `validate(into:at:)` only when something inside them needs checking.
    /// The pattern in Swift `Regex` syntax with its ECMA-262 meaning (the checker has rejected what cannot be).
    static func swiftRegex(_ pattern: String) -> String {
        (try? ECMAPattern.swiftRegex(pattern).get()) ?? pattern
    }

    func validateFunction(_ spec: ObjectSpec, _ stored: [StoredMember], patterns: inout [SwiftDecl]) -> SwiftFunction? {
        var parameters = [SwiftParameter(label: "into", "report", .named("TrackPlan.ValidationReport"), convention: .inout)]
        let root: ValidationPath
        if case .nested = spec.role {
            guard spec.shape.properties.contains(where: { $0.schema.needsValidation }) else { return nil }
            parameters.append(Self.pathParameter)
            root = .callerPath
        } else {
            root = .literal("")
        }
        var body: [SwiftStmt] = []
        for member in stored where member.value.needsValidation {
            body += validationStatements(member, path: root.appending(member.property.name), patterns: &patterns)
        }
        return SwiftFunction("validate", parameters: parameters, body: body, attributes: [.generatedSPI])
    }

    private func validationStatements(_ member: StoredMember, path: ValidationPath, patterns: inout [SwiftDecl]) -> [SwiftStmt] {
        let stored = SwiftExpr.selfMember(member.storageName)
        let subject = member.storage == .required ? stored : .identifier(member.localName)
        let checks = checkStatements(subject, member.value, path: path, storageName: member.name, depth: 0, patterns: &patterns)
        switch member.storage {
        case .required: return checks
        case .requiredNullable, .optional: return [.ifLet(member.localName, stored, then: checks)]
        case .optionalNullable: return [.ifLet(member.localName, .optionalMember(stored, "wrapped"), then: checks)]
        }
    }

    func checkStatements(
        _ value: SwiftExpr, _ resolved: ResolvedValue, path: ValidationPath, storageName: String, depth: Int,
        patterns: inout [SwiftDecl]
    ) -> [SwiftStmt] {
        // Numeric bounds call `checkIntegerMinimum` / `checkNumberMinimum`…: one candidate each, so the compiler
        // never weighs an Int overload against a Double one.
        func check(_ rule: String, _ argument: SwiftExpr, on subject: SwiftExpr = value, numeric: String = "") -> SwiftStmt {
            let method = "check" + numeric + rule.prefix(1).uppercased() + rule.dropFirst()
            return .expression(Self.report.dot(method)(.unlabeled(subject), .unlabeled(argument), SwiftArgument("at", path.expression)))
        }
        var statements: [SwiftStmt] = []
        switch resolved.kind {
        case .string(let constraints):
            if let pattern = constraints.pattern {
                let storage = GeneratedNames.patternStorage(forMember: storageName + (depth > 0 ? "Item\(depth)" : ""))
                patterns.append(Self.patternDecl(storage, pattern))
                statements.append(
                    .expression(
                        Self.report.dot("checkPattern")(
                            .unlabeled(value), .unlabeled(.typeName("Self").dot(storage)),
                            SwiftArgument("pattern", .stringLiteral(pattern)), SwiftArgument("at", path.expression))))
            }
            if let minLength = constraints.minLength { statements.append(check("minLength", .integerLiteral(Int64(minLength)))) }
            if let maxLength = constraints.maxLength { statements.append(check("maxLength", .integerLiteral(Int64(maxLength)))) }
            if constraints.format == .date { statements.append(check("format", .implicitMember("date"))) }
            if constraints.format == .email { statements.append(check("format", .implicitMember("email"))) }
        case .integer(let constraints):
            for (label, bound) in constraints.bounds {
                if let exact = constraints.exactIntegers[label] ?? Int64(exactly: bound) {
                    statements.append(check(label, .integerLiteral(exact), numeric: "Integer"))
                } else {
                    statements.append(
                        check(label, .doubleLiteral(bound), on: .call(.typeName("Swift.Double"), [.unlabeled(value)]), numeric: "Number"))
                }
            }
        case .number(let constraints):
            statements.append(.expression(Self.report.dot("checkFinite")(.unlabeled(value), SwiftArgument("at", path.expression))))
            for (label, bound) in constraints.bounds { statements.append(check(label, .doubleLiteral(bound), numeric: "Number")) }
        case .object:
            statements.append(
                .expression(value.dot("validate")(SwiftArgument("into", .inoutReference("report")), SwiftArgument("at", path.expression))))
        case .array(let shape, let element):
            if let minItems = shape.minItems { statements.append(check("minItems", .integerLiteral(Int64(minItems)))) }
            if let maxItems = shape.maxItems { statements.append(check("maxItems", .integerLiteral(Int64(maxItems)))) }
            if shape.uniqueItems {
                statements.append(.expression(Self.report.dot("checkUnique")(.unlabeled(value), SwiftArgument("at", path.expression))))
            }
            if element.needsValidation {
                let suffix = depth == 0 ? "" : "\(depth)"
                let (indexName, elementName) = ("index" + suffix, "element" + suffix)
                let elementPath = path.appendingIndex(named: indexName)
                let local = SwiftExpr.identifier(elementName)
                var body = checkStatements(local, element, path: elementPath, storageName: storageName, depth: depth + 1, patterns: &patterns)
                if element.isNullableElement { body = [.ifLet(elementName, local, then: body)] }
                statements.append(.forIn([indexName, elementName], value.dot("enumerated")(), body: body))
            }
        case .json:
            statements.append(.expression(Self.report.dot("checkJSONFinite")(.unlabeled(value), SwiftArgument("at", path.expression))))
        case .union:
            statements.append(
                .expression(value.dot("validate")(SwiftArgument("into", .inoutReference("report")), SwiftArgument("at", path.expression))))
        case .map(let shape, let element):
            statements += mapChecks(value, shape, element, path: path, storageName: storageName, depth: depth, patterns: &patterns)
        case .uri:
            statements.append(check("format", .implicitMember("uri"), on: value.dot("string")))
        case .date, .uuid, .boolean, .enumeration:
            break
        }
        return statements
    }

    static let report = SwiftExpr.identifier("report")

    /// `path: @autoclosure () -> Swift.String`, the JSON Pointer a nested value's validator is called with.
    static let pathParameter = SwiftParameter(label: "at", "path", .string, convention: .autoclosure)

    /// The `nonisolated(unsafe) static let` holding a pattern compiled into a `Regex`.
    static func regexPatternDecl(_ storage: String, _ pattern: String) -> SwiftDecl {
        .property(
            SwiftProperty(
                storage, .named("Regex<AnyRegexOutput>"),
                modifiers: SwiftModifiers(isPrivate: true, isNonisolatedUnsafe: true, isStatic: true),
                initialValue: .forceTry(
                    SwiftExpr.call(.typeName("Regex"), [.unlabeled(.stringLiteral(swiftRegex(pattern)))]).dot("matchingSemantics")(
                        .unlabeled(.implicitMember("unicodeScalar")))),
                docs: SwiftDocComment([
                    "The pattern with its ECMA-262 meaning (ASCII `\\d` `\\w`, code points), compiled once, on first use.",
                    "`Regex` is not `Sendable`, but matching never mutates it.",
                ])))
    }
}

extension NumericConstraints {
    /// The bounds that are set, labelled as the runtime checks are named (`checkIntegerMinimum`, `checkNumberMinimum`…).
    var bounds: [(String, Double)] {
        [
            ("minimum", minimum), ("maximum", maximum), ("exclusiveMinimum", exclusiveMinimum), ("exclusiveMaximum", exclusiveMaximum),
            ("multipleOf", multipleOf),
        ].compactMap { label, value in value.map { (label, $0) } }
    }
}

/// Where a value sits inside the event, as a JSON Pointer: a literal when known at generation time, else an
/// expression built from the caller's `path()` and loop indexes (only evaluated when a rule fails).
enum ValidationPath {
    case literal(String)
    case dynamic(SwiftExpr)

    func appending(_ key: String) -> ValidationPath {
        let token = "/" + JSONText.pointerToken(key)
        switch self {
        case .literal(let text): return .literal(text + token)
        case .dynamic(let expression): return .dynamic(Self.pointer(expression, .unlabeled(.stringLiteral(token))))
        }
    }

    func appendingIndex(named index: String) -> ValidationPath {
        .dynamic(Self.pointer(expression, SwiftArgument("index", .identifier(index))))
    }

    /// A map entry's path: the key, escaped at run time.
    func appendingKey(named key: String) -> ValidationPath {
        .dynamic(Self.pointer(expression, SwiftArgument("key", .identifier(key))))
    }

    /// The caller's `path()`, inside a nested value's validator.
    static let callerPath = ValidationPath.dynamic(.call(.identifier("path"), []))

    /// `TrackPlan.ValidationReport.pointer(parent, …)`: a named function, cheaper to type-check than `+`.
    private static func pointer(_ parent: SwiftExpr, _ argument: SwiftArgument) -> SwiftExpr {
        .call(.typeName("TrackPlan.ValidationReport.pointer"), [.unlabeled(parent), argument])
    }

    var expression: SwiftExpr {
        switch self {
        case .literal(let text): return .stringLiteral(text)
        case .dynamic(let expression): return expression
        }
    }
}
