import TrackPlanModel

/// Declarations about the whole plan, emitted into the manifest's output (`TrackPlan.swift`).
extension Translator {
    func planWideDecls(_ plan: Plan) -> [SwiftDecl] {
        [planInfo(plan), consentEnum(plan), entitlementEnum(plan)] + entitlementClientExtension(plan)
    }

    private func planInfo(_ plan: Plan) -> SwiftDecl {
        return .type(
            SwiftTypeDecl(
                .enum, GeneratedNames.planInfo,
                docs: SwiftDocComment(["The tracking plan this code was generated from."]),
                members: [
                    .property(SwiftProperty("name", .string, modifiers: .accessibleStatic, getter: .stringLiteral(plan.name))),
                    .property(SwiftProperty("version", .string, modifiers: .accessibleStatic, getter: .stringLiteral(plan.version.description))),
                    .property(
                        SwiftProperty(
                            "generatedCodeFormat", .int, modifiers: .accessibleStatic,
                            getter: .member(.typeName(TrackPlanVersion.generatedCodeMarker), "format"),
                            docs: SwiftDocComment([
                                "The generated-code format; the build stops here when the TrackPlan runtime does not accept it (regenerate with the runtime's trackplan)."
                            ]))),
                ]))
    }

    private func consentEnum(_ plan: Plan) -> SwiftDecl {
        let cases = plan.consentCategories.enumerated().map { position, category in
            SwiftEnumCase(
                category.swiftName ?? GeneratedNames.enumCase(.string(category.name), index: position),
                rawValue: .stringLiteral(category.name),
                docs: SwiftDocComment([Self.clean(category.description), "Plan: `\(citation(category.origin))`"]))
        }
        return .type(
            keysEnum(
                GeneratedNames.consentEnum,
                docs: SwiftDocComment(["The plan's consent categories. Each event names its own in `consentCategory`."]),
                cases: cases))
    }

    private func entitlementEnum(_ plan: Plan) -> SwiftDecl {
        let cases = plan.entitlements.enumerated().map { position, entitlement in
            SwiftEnumCase(
                entitlement.swiftName ?? GeneratedNames.enumCase(.string(entitlement.key), index: position),
                rawValue: .stringLiteral(entitlement.key),
                docs: SwiftDocComment([Self.clean(entitlement.description), "Plan: `\(citation(entitlement.origin))`"]),
                attributes: entitlement.deprecation.map { [.deprecated(message: $0.message)] } ?? [])
        }
        return .type(
            withEntitlementSlots(
                keysEnum(
                    GeneratedNames.entitlementEnum,
                    docs: SwiftDocComment(["The plan's entitlement keys: the features an app gates on a user's entitlements."]),
                    cases: cases),
                caseNames: cases.map(\.name)))
    }

    private func citation(_ origin: Origin) -> String { index.citation(origin) }
}
