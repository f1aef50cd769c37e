import TrackPlanModel

/// Untyped values (`TrackPlan.JSONValue`), maps (`[Swift.String: T]`) and scalar unions (a generated enum with one
/// case per type): their Swift types, encoders and validators.
extension Translator {
    static let jsonValue = SwiftType.named("TrackPlan.JSONValue")

    /// `[Swift.String: T]`, with `T?` for nullable values.
    func resolveMap(_ shape: MapShape, schema: Schema, suggestedName: String, scope: String, nested: inout [SwiftDecl]) -> ResolvedValue {
        var element = resolve(shape.values, suggestedName: suggestedName + "Value", scope: scope, nested: &nested)
        if shape.values.isNullable {
            element.type = .optional(element.type)
            element.qualifiedType = .optional(element.qualifiedType)
            element.isNullableElement = true
        }
        return ResolvedValue(
            .stringKeyedDictionary(element.type), qualified: .stringKeyedDictionary(element.qualifiedType), .map(shape, element: element),
            schema: schema)
    }

    /// The entries in UTF-8 key order, so the same map always encodes to the same bytes.
    func encodeMap(_ value: SwiftExpr, _ element: ResolvedValue, depth: Int) -> [SwiftStmt] {
        let suffix = depth == 0 ? "" : "\(depth)"
        let (keyName, elementName) = ("key" + suffix, "element" + suffix)
        let local = SwiftExpr.identifier(elementName)
        var body = encodeValue(local, element, depth: depth + 1)
        if element.isNullableElement { body = [.ifLet(elementName, local, then: body, otherwise: [Self.writeNull])] }
        let entries = SwiftExpr.typeName("TrackPlan.JSONWriter").dot("sortedEntries")(.unlabeled(value))
        return [
            .expression(Self.writer.dot("beginObject")()),
            .forIn([keyName, elementName], entries, body: [.expression(Self.writer.dot("key")(.unlabeled(.identifier(keyName))))] + body),
            .expression(Self.writer.dot("endObject")()),
        ]
    }

    /// `minProperties`, `maxProperties`, `propertyNames`, then each value's own checks at `path/key`.
    func mapChecks(
        _ value: SwiftExpr, _ shape: MapShape, _ element: ResolvedValue, path: ValidationPath, storageName: String, depth: Int,
        patterns: inout [SwiftDecl]
    ) -> [SwiftStmt] {
        let at = SwiftArgument("at", path.expression)
        var statements: [SwiftStmt] = []
        if let minimum = shape.minProperties {
            statements.append(.expression(Self.report.dot("checkMinProperties")(.unlabeled(value), .unlabeled(.integerLiteral(Int64(minimum))), at)))
        }
        if let maximum = shape.maxProperties {
            statements.append(.expression(Self.report.dot("checkMaxProperties")(.unlabeled(value), .unlabeled(.integerLiteral(Int64(maximum))), at)))
        }
        let suffix = depth == 0 ? "" : "\(depth)"
        if let pattern = shape.keyPattern {
            let storage = GeneratedNames.patternStorage(forMember: storageName + "Keys" + suffix)
            patterns.append(Self.patternDecl(storage, pattern))
            statements.append(
                .expression(
                    Self.report.dot("checkPropertyNames")(
                        .unlabeled(value), .unlabeled(.typeName("Self").dot(storage)), SwiftArgument("pattern", .stringLiteral(pattern)), at)))
        }
        guard element.needsValidation else { return statements }
        let (keyName, elementName) = ("key" + suffix, "element" + suffix)
        let local = SwiftExpr.identifier(elementName)
        var body = checkStatements(
            local, element, path: path.appendingKey(named: keyName), storageName: storageName, depth: depth + 1, patterns: &patterns)
        if element.isNullableElement { body = [.ifLet(elementName, local, then: body)] }
        statements.append(.forIn([keyName, elementName], value, body: body))
        return statements
    }

    /// `enum Value { case string(Swift.String); case number(Swift.Double) }` with literal initializers for the plain
    /// scalar members, an encoder, and a validator when a member has constraints.
    func unionDecl(_ name: String, qualifiedName: String, schema: Schema, shape: UnionShape) -> SwiftTypeDecl {
        var nested: [SwiftDecl] = []
        let members = shape.members.map { member in
            (name: member.type.unionCaseName, value: resolve(member, suggestedName: "Member", scope: qualifiedName, nested: &nested))
        }
        var conformances = ["Swift.Sendable", "Swift.Hashable"]
        var declarations: [SwiftDecl] = members.map { .enumCase(SwiftEnumCase($0.name, associatedValue: $0.value.type)) }
        for (literal, target, type) in Self.literalInitializers(members.map { ($0.name, $0.value) }) {
            conformances.append("Swift.ExpressibleBy\(literal)Literal")
            let caseName = target.caseName
            let argument: SwiftExpr =
                target.convert ? .call(.typeName("Swift.Double"), [.unlabeled(.identifier("value"))]) : .identifier("value")
            declarations.append(
                .function(
                    SwiftFunction(
                        "init", parameters: [SwiftParameter(label: literal.prefix(1).lowercased() + literal.dropFirst() + "Literal", "value", type)],
                        body: [.assign(.selfValue, .call(.implicitMember(caseName), [.unlabeled(argument)]))])))
        }
        var patterns: [SwiftDecl] = []
        if schema.needsValidation {
            let cases = members.map { member in
                let checks = checkStatements(
                    .identifier("value"), member.value, path: .callerPath, storageName: member.name, depth: 0, patterns: &patterns)
                return checks.isEmpty
                    ? SwiftSwitchCase(member.name, body: [.expression(.typeName("break"))])
                    : SwiftSwitchCase(member.name, binding: "value", body: checks)
            }
            declarations.append(
                .function(
                    SwiftFunction(
                        "validate",
                        parameters: [
                            SwiftParameter(label: "into", "report", .named("TrackPlan.ValidationReport"), convention: .inout), Self.pathParameter,
                        ],
                        body: [.switchOn(.selfValue, cases)], attributes: [.generatedSPI])))
        }
        let encodeCases = members.map { member in
            SwiftSwitchCase(member.name, binding: "value", body: encodeValue(.identifier("value"), member.value, depth: 0))
        }
        declarations.append(
            .function(
                SwiftFunction(
                    "encode", parameters: [SwiftParameter(label: "into", "writer", .named("TrackPlan.JSONWriter"), convention: .inout)],
                    body: [.switchOn(.selfValue, encodeCases)], attributes: [.generatedSPI])))
        return SwiftTypeDecl(
            .enum, name, conformances: conformances, docs: docs(schema.description, origin: schema.origin),
            members: declarations + patterns + nested)
    }

    /// Which literals build a union value: a string literal for a plain `String` member, an integer literal for an
    /// integer member (or, without one, for a number member, converted), a float literal for a number member, a
    /// boolean literal for a boolean member.
    private static func literalInitializers(_ members: [(name: String, value: ResolvedValue)])
        -> [(literal: String, target: (caseName: String, convert: Bool), type: SwiftType)]
    {
        let kinds = Dictionary(members.map { ($0.name, $0.value.kind) }, uniquingKeysWith: { first, _ in first })
        var result: [(String, (caseName: String, convert: Bool), SwiftType)] = []
        if case .string? = kinds["string"] { result.append(("String", ("string", false), .string)) }
        if kinds["integer"] != nil {
            result.append(("Integer", ("integer", false), .int))
        } else if kinds["number"] != nil {
            result.append(("Integer", ("number", true), .int))
        }
        if kinds["number"] != nil { result.append(("Float", ("number", false), .double)) }
        if kinds["bool"] != nil { result.append(("Boolean", ("bool", false), .bool)) }
        return result
    }
}
