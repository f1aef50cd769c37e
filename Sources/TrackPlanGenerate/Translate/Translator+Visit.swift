import TrackPlanModel

/// `visitProperties(_:)`: one `visitor` call per property, which the runtime runs both as the validator and as the
/// wire encoder. Each call carries the wire key (pre-escaped), the value, the plan's rules for it and its
/// personal-data action, so a property costs the compiler one statement, whatever it needs.
extension Translator {
    /// The object's visit method; super properties get two, for the members bound for `properties` and those bound
    /// for `context`.
    func visitFunctions(_ role: ObjectSpec.Role, _ entries: [ObjectEntry], patterns: inout [SwiftDecl]) -> [SwiftFunction] {
        guard case .superProperties(let contextNames) = role else {
            return [visitFunction("visitProperties", entries, patterns: &patterns)]
        }
        let intoContext = { (entry: ObjectEntry) -> Bool in
            switch entry {
            case .stored(let member): return contextNames.contains(member.property.name)
            case .constant(let constant): return contextNames.contains(constant.property.name)
            }
        }
        var functions = [visitFunction("visitProperties", entries.filter { !intoContext($0) }, patterns: &patterns)]
        let context = entries.filter(intoContext)
        if !context.isEmpty { functions.append(visitFunction("visitContext", context, patterns: &patterns)) }
        return functions
    }

    private func visitFunction(_ name: String, _ entries: [ObjectEntry], patterns: inout [SwiftDecl]) -> SwiftFunction {
        let body = entries.map { entry -> SwiftStmt in
            switch entry {
            case .stored(let member): return .expression(visitCall(member, patterns: &patterns))
            case .constant(let constant): return .expression(Self.constantCall(constant))
            }
        }
        return SwiftFunction(name, parameters: [Self.visitorParameter], body: body, attributes: [.generatedSPI])
    }

    /// `_ visitor: inout TrackPlan.PropertyVisitor`
    static let visitorParameter = SwiftParameter(label: "", "visitor", .named("TrackPlan.PropertyVisitor"), convention: .inout)
    static let visitor = SwiftExpr.identifier("visitor")

    /// `visitor.string("coupon", self.coupon, maxLength: 20)`, with `null:` for a nullable property.
    private func visitCall(_ member: StoredMember, patterns: inout [SwiftDecl]) -> SwiftExpr {
        let stored = SwiftExpr.selfMember(member.storageName)
        var subject = stored
        var null: SwiftExpr?
        switch member.storage {
        case .required, .optional: break
        case .requiredNullable: null = .boolLiteral(true)
        case .optionalNullable:
            // `nullableString("note", self.note)` takes the `Nullable<T>?` as declared; enums, arrays and maps pass the
            // wrapped value and whether it is `null`.
            if !member.value.kind.passesNullable {
                subject = .optionalMember(stored, "wrapped")
                null = .call(stored.dot("isExplicitNull"), [])
            }
        }
        var target = VisitTarget(
            receiver: Self.visitor, key: member.property.name, subject: subject, isOptional: member.storage != .required,
            storageName: member.storageName, depth: 0)
        target.passesNullable = member.storage == .optionalNullable && member.value.kind.passesNullable
        return valueCall(target, member.value, protection(of: member.property), null: null, patterns: &patterns)
    }

    /// Where a call goes: the receiver (`visitor`, or `$0` in an element closure), the wire key (nil for an array
    /// element, map value or union member), the value expression and whether it is optional.
    struct VisitTarget {
        var receiver: SwiftExpr
        var key: String?
        var subject: SwiftExpr
        var isOptional: Bool
        var storageName: String
        var depth: Int
        /// The subject is a `Nullable<T>?`, for a `nullable…` call.
        var passesNullable = false

        /// The element closure's target, one level down.
        func element(isNullable: Bool) -> VisitTarget {
            VisitTarget(
                receiver: .typeName("$0"), key: nil, subject: .typeName("$1"), isOptional: isNullable, storageName: storageName, depth: depth + 1)
        }

        /// `value.rawValue`, or `value?.rawValue` when the value may be nil.
        var rawValue: SwiftExpr { isOptional ? .optionalMember(subject, "rawValue") : subject.dot("rawValue") }
    }

    /// The call for one value: `receiver.kind(key, subject, rules…, pii:, null:)`, or `receiver.kindValue(subject, …)`
    /// without a key.
    func valueCall(
        _ target: VisitTarget, _ resolved: ResolvedValue, _ protection: FieldProtection?, null: SwiftExpr? = nil, patterns: inout [SwiftDecl]
    ) -> SwiftExpr {
        var method: String
        var subject = target.subject
        var rules: [SwiftArgument] = []
        var closure: SwiftArgument?
        var pii = protection.map(Self.piiArgument)
        switch resolved.kind {
        case .string(let constraints):
            method = "string"
            rules = stringRules(constraints, target, patterns: &patterns)
        case .enumeration(let raw):
            method = raw == .string ? "string" : raw == .integer ? "integer" : "number"
            subject = target.rawValue
        case .integer(let constraints):
            method = "integer"
            rules = Self.integerRules(constraints)
        case .number(let constraints):
            method = "number"
            let bounds = constraints.bounds
            var index = 0
            while index < bounds.count {
                rules.append(SwiftArgument(bounds[index].label, .doubleLiteral(bounds[index].value)))
                index += 1
            }
        case .boolean: method = "bool"
        case .date: method = "date"
        case .uuid: method = "uuid"
        case .uri: method = "uri"
        case .json: method = "json"
        case .object: method = "object"
        case .union: method = "union"
        case .array(let shape, let element):
            method = shape.uniqueItems ? "uniqueArray" : "array"
            if let minItems = shape.minItems { rules.append(SwiftArgument("minItems", .integerLiteral(Int64(minItems)))) }
            if let maxItems = shape.maxItems { rules.append(SwiftArgument("maxItems", .integerLiteral(Int64(maxItems)))) }
            // Personal-data actions apply element by element; only `drop` is the array's own.
            let elementCall = valueCall(target.element(isNullable: element.isNullableElement), element, protection, patterns: &patterns)
            closure = SwiftArgument("element", .closure(elementCall))
            if protection?.action != .drop { pii = nil }
        case .map(let shape, let element):
            method = "map"
            rules = mapRules(shape, target, patterns: &patterns)
            let valueCall = valueCall(target.element(isNullable: element.isNullableElement), element, nil, patterns: &patterns)
            closure = SwiftArgument("entry", .closure(valueCall))
        }
        var arguments: [SwiftArgument] = []
        if let key = target.key {
            arguments.append(.unlabeled(.stringLiteral(JSONText.escaped(key))))
            if let nullable = VisitCall.nullableForms[method] {
                if target.passesNullable {
                    method = nullable
                } else if pii != nil || null != nil || !VisitCall.hasShortcut(method, rules) {
                    method += "Field"
                }
            }
        } else {
            method += "Value"
            // Nested arrays and maps take no action of their own: their elements carry it.
            if case .array = resolved.kind { pii = nil }
            if case .map = resolved.kind { pii = nil }
        }
        arguments.append(.unlabeled(subject))
        arguments += rules
        if let pii { arguments.append(pii) }
        if let null, target.key != nil { arguments.append(SwiftArgument("null", null)) }
        if let closure { arguments.append(closure) }
        return .call(target.receiver.dot(method), arguments)
    }

    private func stringRules(_ constraints: StringConstraints, _ target: VisitTarget, patterns: inout [SwiftDecl]) -> [SwiftArgument] {
        var rules: [SwiftArgument] = []
        if let minLength = constraints.minLength { rules.append(SwiftArgument("minLength", .integerLiteral(Int64(minLength)))) }
        if let maxLength = constraints.maxLength { rules.append(SwiftArgument("maxLength", .integerLiteral(Int64(maxLength)))) }
        if let pattern = constraints.pattern {
            let storage = GeneratedNames.patternStorage(forMember: target.storageName + (target.depth > 0 ? "Item\(target.depth)" : ""))
            patterns.append(patternDecl(storage, pattern))
            rules.append(SwiftArgument("pattern", .typeName("Self").dot(storage)))
        }
        if let format = constraints.format, format == .date || format == .email {
            rules.append(SwiftArgument("format", .implicitMember(format.rawValue)))
        }
        return rules
    }

    /// Exact integer bounds as `Int` arguments; a bound that is not an exact integer goes in `bounds:` as a `Double`.
    private static func integerRules(_ constraints: NumericConstraints) -> [SwiftArgument] {
        var exact: [SwiftArgument] = []
        var inexact: [SwiftArgument] = []
        let bounds = constraints.bounds
        var index = 0
        while index < bounds.count {
            let (label, bound) = bounds[index]
            index += 1
            if let value = constraints.exactIntegers[label] ?? Int64(exactly: bound) {
                exact.append(SwiftArgument(label, .integerLiteral(value)))
            } else {
                inexact.append(SwiftArgument(label, .doubleLiteral(bound)))
            }
        }
        if !inexact.isEmpty { exact.append(SwiftArgument("bounds", .call(.typeName("TrackPlan.NumberBounds"), inexact))) }
        return exact
    }

    private func mapRules(_ shape: MapShape, _ target: VisitTarget, patterns: inout [SwiftDecl]) -> [SwiftArgument] {
        var rules: [SwiftArgument] = []
        if let minimum = shape.minProperties { rules.append(SwiftArgument("minProperties", .integerLiteral(Int64(minimum)))) }
        if let maximum = shape.maxProperties { rules.append(SwiftArgument("maxProperties", .integerLiteral(Int64(maximum)))) }
        if let pattern = shape.keyPattern {
            let storage = GeneratedNames.patternStorage(forMember: target.storageName + "Keys" + (target.depth == 0 ? "" : "\(target.depth)"))
            patterns.append(patternDecl(storage, pattern))
            rules.append(SwiftArgument("propertyNames", .typeName("Self").dot(storage)))
        }
        return rules
    }

    /// `pii: .hash`, `pii: .redact("<email>")`…
    private static func piiArgument(_ protection: FieldProtection) -> SwiftArgument {
        switch protection.action {
        case .redact: return SwiftArgument("pii", .call(.implicitMember("redact"), [.unlabeled(.stringLiteral(JSONText.escaped(protection.token)))]))
        case .send: return SwiftArgument("pii", .implicitMember("send"))
        case .hash: return SwiftArgument("pii", .implicitMember("hash"))
        case .drop: return SwiftArgument("pii", .implicitMember("drop"))
        case .scrub: return SwiftArgument("pii", .nilLiteral)
        }
    }

    /// `visitor.constant("schema_version", escaped: "2")` and the like.
    private static func constantCall(_ constant: ConstMember) -> SwiftExpr {
        let key = SwiftArgument.unlabeled(.stringLiteral(JSONText.escaped(constant.property.name)))
        switch constant.value {
        case .string(let text): return visitor.dot("constant")(key, SwiftArgument("escaped", .stringLiteral(JSONText.escaped(text))))
        case .integer(let number): return visitor.dot("constant")(key, SwiftArgument("integer", .integerLiteral(number)))
        case .number(let number): return visitor.dot("constant")(key, SwiftArgument("number", .doubleLiteral(number)))
        case .bool(let flag): return visitor.dot("constant")(key, SwiftArgument("bool", .boolLiteral(flag)))
        case .null: return visitor.dot("constantNull")(key)
        }
    }
}

/// The visitor's call shapes, as the runtime declares them.
enum VisitCall {
    /// Kinds whose keyed call has a full `…Field` form (`stringField`) besides the shortcuts.
    static let fieldForms: Set<String> = ["string", "integer", "number", "bool", "date", "uuid", "uri", "json", "object", "union"]

    /// Each of `fieldForms` → its `nullable…` form (`string` → `nullableString`): one lookup answers both.
    static let nullableForms: [String: String] = Dictionary(
        uniqueKeysWithValues: fieldForms.map { ($0, "nullable" + $0.prefix(1).uppercased() + $0.dropFirst()) })

    /// Whether a keyed `method` call with these `rules` has a shortcut (no `…Field` form needed).
    static func hasShortcut(_ method: String, _ rules: [SwiftArgument]) -> Bool {
        guard let shapes = shortcuts[method] else { return false }
        // A loop, not `rules.compactMap(\.label)`: a key path and a closure per call cost a debug build dearly.
        var labels: [String] = []
        var index = 0
        while index < rules.count {
            if let label = rules[index].label { labels.append(label) }
            index += 1
        }
        return shapes.contains(labels)
    }

    /// The rule labels each shortcut takes, exactly (`PropertyVisitor+Shortcuts.swift` in the runtime): a property
    /// whose rules are one of these sets, with no personal-data action and not nullable, gets the shortcut.
    static let shortcuts: [String: Set<[String]>] = [
        "string": [[], ["maxLength"], ["minLength"], ["minLength", "maxLength"], ["pattern"], ["format"]],
        "integer": [[], ["minimum"], ["maximum"], ["minimum", "maximum"]],
        "number": [[], ["minimum"], ["maximum"], ["minimum", "maximum"], ["minimum", "maximum", "multipleOf"]],
        "bool": [[]], "date": [[]], "uuid": [[]], "uri": [[]], "json": [[]], "object": [[]], "union": [[]],
    ]
}

extension ResolvedValue.Kind {
    /// Whether the visitor has a `nullable…` form taking this kind's `Nullable<T>?` as declared.
    var passesNullable: Bool {
        switch self {
        case .string, .integer, .number, .boolean, .date, .uuid, .uri, .json, .object, .union: return true
        case .enumeration, .array, .map: return false
        }
    }
}

extension NumericConstraints {
    /// The bounds that are set, labelled as the visitor's arguments are (`minimum:`, `multipleOf:`…), in its order.
    /// Written out, not a literal of optionals filtered by a closure: that cost ~14,000 instructions a call in a debug
    /// build, and this runs for every numeric property.
    var bounds: [(label: String, value: Double)] {
        var bounds: [(label: String, value: Double)] = []
        if let minimum { bounds.append(("minimum", minimum)) }
        if let maximum { bounds.append(("maximum", maximum)) }
        if let exclusiveMinimum { bounds.append(("exclusiveMinimum", exclusiveMinimum)) }
        if let exclusiveMaximum { bounds.append(("exclusiveMaximum", exclusiveMaximum)) }
        if let multipleOf { bounds.append(("multipleOf", multipleOf)) }
        return bounds
    }
}
