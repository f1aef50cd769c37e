import TrackPlanModel

extension Translator {
    /// A struct for an object schema: stored properties, memberwise initializer, visit method (validator and encoder), and the
    /// nested types its properties need.
    func objectDecl(_ spec: ObjectSpec) -> SwiftTypeDecl { buildObject(spec).declaration }

    /// The struct and its stored members (which the factory function reuses).
    func buildObject(_ spec: ObjectSpec) -> (declaration: SwiftTypeDecl, stored: [StoredMember]) {
        var nested: [SwiftDecl] = []
        let entries = spec.shape.properties.map { property -> ObjectEntry in
            let name = memberName(property)
            if let constant = property.schema.constValue {
                return .constant(ConstMember(property: property, name: name, value: constant))
            }
            let value = resolve(property.schema, suggestedName: GeneratedNames.nestedType(property), scope: spec.qualifiedName, nested: &nested)
            let isDeprecated = property.schema.deprecation != nil
            return .stored(
                StoredMember(
                    property: property, name: name,
                    storageName: isDeprecated ? GeneratedNames.deprecatedStorage(forMember: name) : name,
                    storage: PropertyStorage(property), value: value))
        }
        let stored = entries.compactMap { if case .stored(let member) = $0 { member } else { nil } }

        var members: [SwiftDecl] = roleRequirements(spec.role)
        var index = 0
        while index < stored.count {
            members += storedPropertyDecls(stored[index])
            index += 1
        }
        members += entries.compactMap { if case .constant(let constant) = $0 { constantPropertyDecl(constant) } else { nil } }
        members += InitializerVariant.variants(of: stored).map { .function(initializer($0)) }
        var patterns: [SwiftDecl] = []
        members += visitFunctions(spec.role, entries, patterns: &patterns).map { .function($0) }
        members += patterns
        members += nested
        let declaration = SwiftTypeDecl(
            .struct, spec.name, conformances: Self.conformances(spec.role), docs: spec.docs, attributes: spec.attributes,
            members: members)
        return (declaration, stored)
    }

    /// The factories behind `.orderCompleted(…)`: same parameters as the initializers, spelled from the top level.
    func factoryFunctions(name: String, typeName: String, stored: [StoredMember], docs: SwiftDocComment) -> [SwiftFunction] {
        InitializerVariant.variants(of: stored).map { variant in
            SwiftFunction(
                name,
                parameters: variant.parameters.map {
                    SwiftParameter(label: $0.name, $0.localName, $0.qualifiedDeclaredType, defaultValue: variant.defaultValue($0))
                },
                returnType: .named(typeName), modifiers: .accessibleStatic,
                // `Self(…)`, not the type's name, which a parameter of the same name would shadow (event `42` with a
                // property `42`: both are `_42`).
                body: [.expression(.call(.typeName("Self"), variant.parameters.map { SwiftArgument($0.name, .identifier($0.localName)) }))],
                docs: docs, attributes: variant.attributes)
        }
    }

    private static func conformances(_ role: ObjectSpec.Role) -> [String] {
        switch role {
        // Events and traits are compared in tests but never hashed; `Equatable` alone type-checks faster.
        case .event: return ["TrackPlan.TrackedEvent", "Swift.Equatable"]
        case .traits(let conformance): return [conformance, "Swift.Equatable"]
        case .superProperties: return ["TrackPlan.SuperPropertiesPayload", "Swift.Equatable"]
        case .nested: return ["Swift.Sendable", "Swift.Hashable", "TrackPlan.VisitableObject"]
        }
    }

    /// `kind`, `wireName` and `consentCategory` for events and screens, and `consentDefault` when the category is
    /// not granted by default (the runtime's consent gate reads it, so the plan's default holds without setup).
    private func roleRequirements(_ role: ObjectSpec.Role) -> [SwiftDecl] {
        if case .traits = role { return [planStampDecl(PlanStampText.planMember)] }
        guard case .event(let kind, let wireName, let consent, let version) = role else { return [] }
        var members: [SwiftDecl] = [
            .property(SwiftProperty("kind", .named("TrackPlan.EventKind"), modifiers: .accessibleStatic, getter: .implicitMember(kind.rawValue))),
            .property(SwiftProperty("wireName", .string, modifiers: .accessibleStatic, getter: .stringLiteral(wireName))),
            .property(
                SwiftProperty(
                    "consentCategory", .optional(.string), modifiers: .accessibleStatic,
                    getter: consent.map { .stringLiteral($0) } ?? .nilLiteral)),
        ]
        if let consent, let state = consentDefaults[consent], state != .granted {
            members.append(
                .property(
                    SwiftProperty(
                        "consentDefault", .named("TrackPlan.ConsentDefault"), modifiers: .accessibleStatic, getter: .implicitMember(state.rawValue))
                ))
        }
        members.append(planStampDecl(PlanStampText.member(forVersion: version)))
        return members
    }

    /// `static var planStamp: TrackPlan.PlanStamp { TrackPlanInfo.<member> }`: the envelope's plan identity, held once in
    /// `TrackPlanInfo` (so a plan edit changes that one generated file, not every file naming it).
    private func planStampDecl(_ member: String) -> SwiftDecl {
        .property(
            SwiftProperty(
                "planStamp", .named("TrackPlan.PlanStamp"), modifiers: .accessibleStatic,
                getter: .member(.typeName(topLevelReference(GeneratedNames.planInfo)), member), attributes: [.generatedSPI]))
    }

    /// `public let name: T`, or for a deprecated property private storage plus a deprecated accessor (so the
    /// generated initializer, validator and encoder never touch a deprecated declaration).
    private func storedPropertyDecls(_ member: StoredMember) -> [SwiftDecl] {
        let docs = propertyDocs(member.property)
        guard let deprecation = member.deprecation else {
            return [.property(SwiftProperty(member.name, member.declaredType, docs: docs))]
        }
        return [
            .property(SwiftProperty(member.storageName, member.declaredType, modifiers: SwiftModifiers(isPrivate: true))),
            .property(
                SwiftProperty(
                    member.name, member.declaredType, getter: .selfMember(member.storageName), docs: docs,
                    attributes: [.deprecated(message: deprecation.message)])),
        ]
    }

    /// `public var schemaVersion: Swift.String { "2" }` for a `const` (nothing for `const: null`).
    private func constantPropertyDecl(_ constant: ConstMember) -> SwiftDecl? {
        let docs = propertyDocs(constant.property)
        switch constant.value {
        case .string(let text): return .property(SwiftProperty(constant.name, .string, getter: .stringLiteral(text), docs: docs))
        case .integer(let number): return .property(SwiftProperty(constant.name, .int, getter: .integerLiteral(number), docs: docs))
        case .number(let number): return .property(SwiftProperty(constant.name, .double, getter: .doubleLiteral(number), docs: docs))
        case .bool(let flag): return .property(SwiftProperty(constant.name, .bool, getter: .boolLiteral(flag), docs: docs))
        case .null: return nil
        }
    }

    private func initializer(_ variant: InitializerVariant) -> SwiftFunction {
        SwiftFunction(
            "init",
            parameters: variant.parameters.map {
                SwiftParameter(label: $0.name, $0.localName, $0.declaredType, defaultValue: variant.defaultValue($0))
            },
            body: variant.parameters.map { .assign(.selfMember($0.storageName), .identifier($0.localName)) }
                + variant.omitted.map { .assign(.selfMember($0.storageName), .nilLiteral) },
            attributes: variant.attributes)
    }
}
