import TrackPlanModel

/// Untyped values (`TrackPlan.JSONValue`), maps (`[Swift.String: T]`) and unions (a generated enum with one case
/// per type, or per discriminator value for a union of objects): their Swift types, and for unions the visit method.
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

    /// `enum Value { case string(Swift.String); case number(Swift.Double) }` with literal initializers for the plain
    /// scalar members, and a visit method that validates or writes the case it holds.
    func unionDecl(_ name: String, qualifiedName: String, schema: Schema, shape: UnionShape) -> SwiftTypeDecl {
        var nested: [SwiftDecl] = []
        let members = shape.members.map { member in
            let naming = unionMemberNaming(member, in: shape)
            return (name: naming.caseName, value: resolve(member, suggestedName: naming.typeName, scope: qualifiedName, nested: &nested))
        }
        var conformances = ["Swift.Sendable", "Swift.Hashable", "TrackPlan.VisitableValue"]
        var declarations: [SwiftDecl] = zip(shape.members, members).map { member, resolved in
            .enumCase(SwiftEnumCase(resolved.name, associatedValue: resolved.value.type, docs: unionCaseDocs(member, in: shape)))
        }
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
        let cases = members.map { member in
            let target = VisitTarget(
                receiver: Self.visitor, key: nil, subject: .identifier("value"), isOptional: false, storageName: member.name, depth: 0)
            return SwiftSwitchCase(member.name, binding: "value", body: [.expression(valueCall(target, member.value, nil, patterns: &patterns))])
        }
        declarations.append(
            .function(
                SwiftFunction("visitValue", parameters: [Self.visitorParameter], body: [.switchOn(.selfValue, cases)], attributes: [.generatedSPI])))
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
