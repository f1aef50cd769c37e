import TrackPlanModel

/// What makes the plan's `EntitlementKey` usable with the runtime's entitlement cache: the conformance to
/// `TrackPlan.PlanEntitlementKey` with each key's fixed slot (a `switch`, so a read needs no hashing), and the
/// plan-typed spellings on `TrackPlanClient`. A plan without entitlements gets neither (its enum has no cases).
extension Translator {
    static let entitlementProtocol = "TrackPlan.PlanEntitlementKey"

    /// `enum` plus the conformance and the two generated-code members.
    func withEntitlementSlots(_ declaration: SwiftTypeDecl, caseNames: [String]) -> SwiftTypeDecl {
        guard !caseNames.isEmpty else { return declaration }
        var declaration = declaration
        declaration.conformances.append(Self.entitlementProtocol)
        let slots = caseNames.enumerated().map { slot, name in
            SwiftSwitchCase(name, body: [.expression(.integerLiteral(Int64(slot)))])
        }
        declaration.members += [
            .function(
                SwiftFunction(
                    "planSlot", returnType: .int, body: [.switchOn(.selfValue, slots)],
                    docs: SwiftDocComment(["The key's position in the plan: its slot in the runtime's entitlement cache."]),
                    attributes: [.generatedSPI])),
            .property(
                SwiftProperty(
                    "planSlotCount", .int, modifiers: .accessibleStatic, getter: .integerLiteral(Int64(caseNames.count)),
                    docs: SwiftDocComment(["How many keys the plan declares."]), attributes: [.generatedSPI])),
        ]
        return declaration
    }

    /// `extension TrackPlan.TrackPlanClient { … }`: `isEntitled(_:)`, `subscriptionStatus`, `entitlements()`,
    /// `refreshEntitlements()` and `entitlementChanges`, typed with this plan's keys (so `.earlyAccess` resolves and
    /// a misspelt key does not compile).
    func entitlementClientExtension(_ plan: Plan) -> [SwiftDecl] {
        guard !plan.entitlements.isEmpty else { return [] }
        let keys = SwiftArgument("of", .typeName("\(GeneratedNames.entitlementEnum).self"))
        let status = SwiftType.generic("TrackPlan.SubscriptionStatus", .named(GeneratedNames.entitlementEnum))
        return [
            .type(
                SwiftTypeDecl(
                    .extension, "TrackPlan.TrackPlanClient",
                    docs: SwiftDocComment(["The current user's entitlements, typed with the plan's `EntitlementKey` (Docs/Entitlements.md)."]),
                    members: [
                        .function(
                            SwiftFunction(
                                "isEntitled", parameters: [SwiftParameter(label: "", "key", .named(GeneratedNames.entitlementEnum))],
                                returnType: .bool, body: [.expression(.call(.selfMember("isEntitled"), [SwiftArgument("to", .identifier("key"))]))],
                                docs: SwiftDocComment([
                                    "Whether the current user has `key` now: a cache read, safe on the main thread; false until an answer for this user is cached."
                                ]))),
                        .property(
                            SwiftProperty(
                                "subscriptionStatus", status, getter: .call(.selfMember("subscriptionStatus"), [keys]),
                                docs: SwiftDocComment([
                                    "`.unknown` (no answer for this user yet), `.inactive`, or `.active` with the keys active now."
                                ]))),
                        .property(
                            SwiftProperty(
                                "entitlementChanges", .generic("Swift.AsyncStream", status), getter: .call(.selfMember("entitlementChanges"), [keys]),
                                docs: SwiftDocComment(["Every change of `subscriptionStatus`, starting with the status now."]))),
                        .function(
                            SwiftFunction(
                                "entitlements", returnType: .optional(.generic("Swift.Set", .named(GeneratedNames.entitlementEnum))),
                                body: [.expression(.call(.selfMember("entitlements"), [keys]))],
                                docs: SwiftDocComment(["The current user's active entitlements; nil while nothing is known for this user."]))),
                        .function(
                            SwiftFunction(
                                "refreshEntitlements", effects: "async throws(TrackPlan.EntitlementError)",
                                body: [.expression(.tryAwait(.call(.selfMember("refreshEntitlements"), [keys])))],
                                docs: SwiftDocComment([
                                    "Fetches the current user's entitlements; on failure the cached ones stay and the error is thrown."
                                ]))),
                    ]))
        ]
    }
}
