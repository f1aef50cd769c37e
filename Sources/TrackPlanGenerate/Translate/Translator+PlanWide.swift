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
                            "hash", .string, modifiers: .accessibleStatic, getter: .stringLiteral(planStamp.hash.description),
                            docs: SwiftDocComment([
                                "The hash of the resolved plan: the same for the same plan in any file layout, on any machine."
                            ]))),
                    .property(
                        SwiftProperty("generatorVersion", .string, modifiers: .accessibleStatic, getter: .stringLiteral(TrackPlanVersion.current))),
                    .property(
                        SwiftProperty(
                            PlanStampText.planMember, .named("TrackPlan.PlanStamp"), modifiers: .accessibleStatic,
                            getter: .call(.typeName("TrackPlan.PlanStamp"), [SwiftArgument(nil, .stringLiteral(planStamp.plan))]),
                            docs: SwiftDocComment([
                                "`context.trackplan` as every envelope of this plan carries it. Events, screens and traits send it by themselves; set `TrackPlanOptions.plan` to it so that `alias`, and `identify`/`group` without traits, carry it too."
                            ]))),
                ]
                    + PlanStampText.versions(in: plan).map { version in
                        .property(
                            SwiftProperty(
                                PlanStampText.member(forVersion: version), .named("TrackPlan.PlanStamp"), modifiers: .accessibleStatic,
                                getter: .call(
                                    .typeName("TrackPlan.PlanStamp"), [SwiftArgument(nil, .stringLiteral(planStamp.event(version: version)))]),
                                docs: SwiftDocComment([
                                    "`planStamp` with `context.protocols.event_version` \(version), for the events sent at that version."
                                ])))
                    } + [
                        .property(
                            SwiftProperty(
                                "generatedCodeFormat", .int, modifiers: .accessibleStatic,
                                getter: .member(.typeName(TrackPlanVersion.generatedCodeMarker), "format"),
                                docs: SwiftDocComment([
                                    "The generated-code format; the build stops here when the TrackPlan runtime does not accept it (regenerate with the runtime's trackplan)."
                                ])))
                    ]))
    }

    private func consentEnum(_ plan: Plan) -> SwiftDecl {
        let cases = plan.consentCategories.enumerated().map { position, category in
            SwiftEnumCase(
                category.swiftName ?? GeneratedNames.enumCase(.string(category.name), index: position),
                rawValue: .stringLiteral(category.name),
                docs: SwiftDocComment([Self.clean(category.description), "Plan: `\(citation(category.origin))`"]))
        }
        var decl = keysEnum(
            GeneratedNames.consentEnum,
            docs: SwiftDocComment(["The plan's consent categories. Each event names its own in `consentCategory`."]),
            cases: cases)
        if !cases.isEmpty { consentDefaults(plan.consentCategories, caseNames: cases.map(\.name), into: &decl) }
        return .type(decl)
    }

    /// The plan's `"default"` keywords as the runtime's `PlanConsentCategory` conformance: the categories denied
    /// by default and the one always granted.
    private func consentDefaults(_ categories: [ConsentCategory], caseNames: [String], into decl: inout SwiftTypeDecl) {
        let named = Array(zip(categories, caseNames))
        let denied = named.filter { $0.0.defaultState == .denied }.map { SwiftExpr.implicitMember($0.1) }
        let always = named.first { $0.0.defaultState == .always }.map { SwiftExpr.implicitMember($0.1) }
        let type = GeneratedNames.consentEnum
        decl.conformances.append("TrackPlan.PlanConsentCategory")
        decl.members += [
            .property(
                SwiftProperty(
                    "deniedByDefault", .generic("Swift.Set", .named(type)), modifiers: .accessibleStatic, getter: .arrayLiteral(denied),
                    docs: SwiftDocComment(["Denied until the user grants them (`\"default\": \"denied\"`)."]))),
            .property(
                SwiftProperty(
                    "alwaysGranted", .optional(.named(type)), modifiers: .accessibleStatic, getter: always ?? .nilLiteral,
                    docs: SwiftDocComment(["Sent whatever the user chooses (`\"default\": \"always\"`)."]))),
        ]
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
