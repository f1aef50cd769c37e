import TrackPlanModel

/// A field's personal-data action as its encoder applies it (`x-pii` class × the plan's `privacy` table or the
/// property's `x-pii-action`). Decided per field here, so the generated encoder holds one call per field and fields
/// without a class are untouched.
struct FieldProtection {
    var action: PIIAction
    /// `"<email>"`, written by `redact`.
    var token: String
}

extension Translator {
    /// The protection of a property, or nil when its value is written as any other (no class, `none`, `scrub`).
    func protection(of property: Property) -> FieldProtection? {
        guard let pii = property.pii, let action = privacy.action(for: property), action != .scrub else { return nil }
        return FieldProtection(action: action, token: pii.redactionToken)
    }

    /// Statements writing `value` under `protection`, or nil when the value is an array (each element gets the
    /// protection) or needs nothing special. `plain` is how the value is written without one. `drop` never reaches
    /// here: the caller writes nothing for a dropped field.
    func protectedValue(_ value: SwiftExpr, _ resolved: ResolvedValue, _ protection: FieldProtection, plain: () -> [SwiftStmt]) -> [SwiftStmt]? {
        if case .array = resolved.kind { return nil }
        let writer = SwiftExpr.identifier("writer")
        switch protection.action {
        case .scrub, .drop:
            return nil
        case .redact:
            return [
                .expression(writer.dot("redacted")(.unlabeled(value), SwiftArgument("token", .stringLiteral(JSONText.escaped(protection.token)))))
            ]
        case .send:
            if let text = Self.stringExpression(value, resolved) { return [.expression(writer.dot("verbatim")(.unlabeled(text)))] }
            if !resolved.kind.mayHoldStrings { return nil }
            return [.expression(writer.dot("beginVerbatim")())] + plain() + [.expression(writer.dot("endVerbatim")())]
        case .hash:
            if let text = Self.stringExpression(value, resolved) { return [.expression(writer.dot("hashing")(.unlabeled(text)))] }
            return [.expression(writer.dot("beginHashed")())] + plain() + [.expression(writer.dot("endHashed")())]
        }
    }

    /// `writer.member(escaped: "email", hashing: email)` and the like: the one-call form for a protected scalar, or nil
    /// when the value takes several statements.
    static func protectedMemberWrite(_ wireKey: String, _ value: SwiftExpr, _ resolved: ResolvedValue, _ protection: FieldProtection) -> SwiftStmt? {
        let key = SwiftArgument("escaped", .stringLiteral(JSONText.escaped(wireKey)))
        let writer = SwiftExpr.identifier("writer")
        switch protection.action {
        case .redact:
            if case .array = resolved.kind { return nil }
            let token = SwiftArgument("token", .stringLiteral(JSONText.escaped(protection.token)))
            return .expression(writer.dot("member")(key, SwiftArgument("redacting", value), token))
        case .send, .hash:
            guard let text = stringExpression(value, resolved) else { return nil }
            return .expression(writer.dot("member")(key, SwiftArgument(protection.action == .send ? "verbatim" : "hashing", text)))
        case .scrub, .drop:
            return nil
        }
    }

    /// The `String` a string-like value is written as (`value`, or `value.rawValue` for a string enum), else nil.
    private static func stringExpression(_ value: SwiftExpr, _ resolved: ResolvedValue) -> SwiftExpr? {
        switch resolved.kind {
        case .string: return value
        case .enumeration(.string): return value.dot("rawValue")
        default: return nil
        }
    }
}

extension ResolvedValue.Kind {
    /// Whether the free-text scrubber could see a string inside a value of this kind (`send` turns it off there).
    var mayHoldStrings: Bool {
        switch self {
        case .integer, .number, .boolean, .date, .uuid, .enumeration: return false
        default: return true
        }
    }
}
