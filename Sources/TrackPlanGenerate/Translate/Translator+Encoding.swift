import TrackPlanModel

/// Wire encoders: each property written straight into `JSONWriter`, keys pre-escaped as `StaticString`s.
extension Translator {
    /// The object's encoders: one, except for the super properties, which write the members bound for `properties`
    /// and those bound for `context` separately.
    func encodeFunctions(_ role: ObjectSpec.Role, _ entries: [ObjectEntry]) -> [SwiftFunction] {
        guard case .superProperties(let contextNames) = role else { return [encodeFunction(role, entries)] }
        let intoContext = { (entry: ObjectEntry) -> Bool in
            switch entry {
            case .stored(let member): return contextNames.contains(member.property.name)
            case .constant(let constant): return contextNames.contains(constant.property.name)
            }
        }
        return [
            encodeFunction(role, entries.filter { !intoContext($0) }, name: "encodeProperties"),
            encodeFunction(role, entries.filter(intoContext), name: "encodeContext"),
        ]
    }

    func encodeFunction(_ role: ObjectSpec.Role, _ entries: [ObjectEntry], name override: String? = nil) -> SwiftFunction {
        var body: [SwiftStmt] = [.expression(Self.writer.dot("beginObject")())]
        for entry in entries {
            switch entry {
            case .stored(let member): body += encodeStatements(member)
            case .constant(let constant):
                body.append(Self.key(constant.property.name))
                body.append(.expression(Self.constantWrite(constant.value)))
            }
        }
        body.append(.expression(Self.writer.dot("endObject")()))
        var name: String
        switch role {
        case .event, .superProperties: name = "encodeProperties"
        case .traits: name = "encodeTraits"
        case .nested: name = "encode"
        }
        if let override { name = override }
        return SwiftFunction(
            name, parameters: [SwiftParameter(label: "into", "writer", .named("TrackPlan.JSONWriter"), convention: .inout)], body: body,
            attributes: [.generatedSPI])
    }

    private func encodeStatements(_ member: StoredMember) -> [SwiftStmt] {
        let key = Self.key(member.property.name)
        let stored = SwiftExpr.selfMember(member.storageName)
        let local = SwiftExpr.identifier(member.localName)
        let protection = protection(of: member.property)
        if protection?.action == .drop { return [] }
        switch member.storage {
        case .required:
            if let fused = Self.memberWrite(member.property.name, stored, member.value, protection) { return [fused] }
            return [key] + encodeValue(stored, member.value, depth: 0, protection)
        case .optional:
            if let fused = Self.memberWrite(member.property.name, local, member.value, protection) {
                return [.ifLet(member.localName, stored, then: [fused])]
            }
            return [.ifLet(member.localName, stored, then: [key] + encodeValue(local, member.value, depth: 0, protection))]
        case .requiredNullable:
            return [key, .ifLet(member.localName, stored, then: encodeValue(local, member.value, depth: 0, protection), otherwise: [Self.writeNull])]
        case .optionalNullable:
            let cases = [
                SwiftSwitchCase("null", body: [Self.writeNull]),
                SwiftSwitchCase("value", binding: "value", body: encodeValue(.identifier("value"), member.value, depth: 0, protection)),
            ]
            return [.ifLet(member.localName, stored, then: [key, .switchOn(local, cases)])]
        }
    }

    /// Statements writing `value` (never optional here) as JSON.
    func encodeValue(_ value: SwiftExpr, _ resolved: ResolvedValue, depth: Int, _ protection: FieldProtection? = nil) -> [SwiftStmt] {
        if let protection, let statements = protectedValue(value, resolved, protection, plain: { encodeValue(value, resolved, depth: depth) }) {
            return statements
        }
        func write(_ method: String, _ argument: SwiftExpr) -> [SwiftStmt] {
            [.expression(Self.writer.dot(method)(.unlabeled(argument)))]
        }
        switch resolved.kind {
        case .string: return write("string", value)
        case .date: return write("date", value)
        case .uri: return write("uri", value)
        case .uuid: return write("uuid", value)
        case .integer: return write("integer", value)
        case .number: return write("number", value)
        case .boolean: return write("bool", value)
        case .enumeration(.string): return write("string", value.dot("rawValue"))
        case .enumeration(.integer): return write("integer", value.dot("rawValue"))
        case .enumeration(.number): return write("number", value.dot("rawValue"))
        case .object, .union: return [.expression(value.dot("encode")(SwiftArgument("into", .inoutReference("writer"))))]
        case .json: return write("json", value)
        case .map(_, let element): return encodeMap(value, element, depth: depth)
        case .array(_, let element):
            let name = depth == 0 ? "element" : "element\(depth)"
            let local = SwiftExpr.identifier(name)
            var body = encodeValue(local, element, depth: depth + 1, protection)
            if element.isNullableElement { body = [.ifLet(name, local, then: body, otherwise: [Self.writeNull])] }
            return [
                .expression(Self.writer.dot("beginArray")()),
                .forIn([name], value, body: body),
                .expression(Self.writer.dot("endArray")()),
            ]
        }
    }

    static let writer = SwiftExpr.identifier("writer")
    static let writeNull = SwiftStmt.expression(writer.dot("null")())

    /// `writer.member(escaped: "order_id", string: orderId)` for a scalar, or nil when the value needs several
    /// statements (objects, arrays). One call instead of `key` then value: fewer expressions to type-check.
    private static func memberWrite(_ wireKey: String, _ value: SwiftExpr, _ resolved: ResolvedValue, _ protection: FieldProtection?) -> SwiftStmt? {
        if let protection {
            if let fused = protectedMemberWrite(wireKey, value, resolved, protection) { return fused }
            if protection.action != .send || resolved.kind.mayHoldStrings { return nil }
        }
        let label: String
        var argument = value
        switch resolved.kind {
        case .string: label = "string"
        case .date: label = "date"
        case .uri: label = "uri"
        case .uuid: label = "uuid"
        case .integer: label = "integer"
        case .number: label = "number"
        case .boolean: label = "bool"
        case .json: label = "json"
        case .enumeration(.string): (label, argument) = ("string", value.dot("rawValue"))
        case .enumeration(.integer): (label, argument) = ("integer", value.dot("rawValue"))
        case .enumeration(.number): (label, argument) = ("number", value.dot("rawValue"))
        case .object, .array, .map, .union: return nil
        }
        let key = SwiftArgument("escaped", .stringLiteral(JSONText.escaped(wireKey)))
        return .expression(writer.dot("member")(key, SwiftArgument(label, argument)))
    }

    /// `writer.key(escaped: "order_id")`
    private static func key(_ wireKey: String) -> SwiftStmt {
        .expression(writer.dot("key")(SwiftArgument("escaped", .stringLiteral(JSONText.escaped(wireKey)))))
    }

    private static func constantWrite(_ value: ScalarValue) -> SwiftExpr {
        switch value {
        case .string(let text): return writer.dot("string")(SwiftArgument("escaped", .stringLiteral(JSONText.escaped(text))))
        case .integer(let number): return writer.dot("integer")(.unlabeled(.integerLiteral(number)))
        case .number(let number): return writer.dot("number")(.unlabeled(.doubleLiteral(number)))
        case .bool(let flag): return writer.dot("bool")(.unlabeled(.boolLiteral(flag)))
        case .null: return writer.dot("null")()
        }
    }
}
