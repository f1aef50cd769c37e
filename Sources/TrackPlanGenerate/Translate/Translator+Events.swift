import TrackPlanModel

extension Translator {
    /// An event or screen: its struct, then the factory extension that makes `.orderCompleted(…)` work wherever
    /// `some TrackedEvent` is expected.
    func eventDecls(_ event: Event, kind: EventKind) -> [SwiftDecl] {
        // A kept version's name is decided by the checker (`OrderCompletedV1`, or its `x-swift-name`).
        let typeName =
            event.currentVersion != nil
            ? PlanNames.eventType(event) : kind == .track ? names.typeName(ofEvent: event) : names.typeName(ofScreen: event)
        let attributes = event.deprecation.map { [SwiftAttribute.deprecated(message: $0.message)] } ?? []
        var facts = "Sent as `\(kind.rawValue)` with the name `\(event.wireName)`"
        if event.version > 1 || event.currentVersion != nil { facts += ", version \(event.version)" }
        if let consent = event.consent { facts += ", in the consent category `\(consent)`" }
        var extra = [facts + "."]
        if let page = cataloguePages[kind]?[event.key] { extra.append("[Its page in the plan catalogue](\(page))") }
        let (declaration, stored) = buildObject(
            ObjectSpec(
                name: typeName, qualifiedName: typeName, shape: event.properties,
                role: .event(kind: kind, wireName: event.wireName, consent: event.consent, version: event.version),
                docs: docs(event.description, origin: event.origin, extra: extra), attributes: attributes))
        let factories = factoryFunctions(
            name: GeneratedNames.factory(forType: typeName), typeName: typeName, stored: stored,
            docs: SwiftDocComment([
                Self.clean(event.description), "Builds ``\(typeName)``: `track(.\(GeneratedNames.factory(forType: typeName))(…))`.",
            ]))
        let extensionDecl = SwiftTypeDecl(
            .extension, "TrackPlan.TrackedEvent", whereClause: ["Self == \(typeName)"], attributes: attributes,
            members: factories.map { .function($0) })
        return [.type(declaration), .type(extensionDecl)]
    }

    /// `IdentifyTraits` / `GroupTraits`: the typed traits of an `identify` or `group` call, with their merge.
    func traitsDecl(_ traits: Traits, name: String, call: String) -> SwiftDecl {
        var (declaration, stored) = buildObject(
            ObjectSpec(
                name: name, qualifiedName: name, shape: traits.properties,
                role: .traits(conformance: call == "group" ? "TrackPlan.GroupTraitsPayload" : "TrackPlan.IdentifyTraitsPayload"),
                docs: docs(traits.description, origin: traits.origin, extra: ["The traits of an `\(call)` call."])))
        if let merge = mergeFunction(stored) { declaration.members.append(.function(merge)) }
        return .type(declaration)
    }

    /// `merging(_ newer: Self) -> Self`: key by key, `newer`'s value, else (an optional trait it leaves out) this
    /// one's, as the runtime remembers traits across `identify` calls. Built with the initializer that takes no
    /// deprecated member; none when there is no such initializer.
    private func mergeFunction(_ stored: [StoredMember]) -> SwiftFunction? {
        guard let variant = InitializerVariant.variants(of: stored).first(where: { $0.attributes.isEmpty }) else { return nil }
        let newer = SwiftExpr.identifier("newer")
        let arguments = variant.parameters.map { member -> SwiftArgument in
            let latest = newer.dot(member.name)
            guard member.storage.defaultsToNil else { return SwiftArgument(member.name, latest) }
            return SwiftArgument(
                member.name, .typeName("TrackPlan.latestTrait")(SwiftArgument(nil, latest), SwiftArgument(nil, .selfMember(member.name))))
        }
        return SwiftFunction(
            "merging", parameters: [SwiftParameter(label: "", "newer", .named("Self"))], returnType: .named("Self"),
            body: [.expression(.call(.typeName("Self"), arguments))],
            docs: SwiftDocComment([
                "These traits updated with `newer`, key by key: its values, and these where it leaves an optional trait out.",
                "The runtime remembers `identify` traits the same way.",
            ]))
    }

    /// `SuperProperties`: what accompanies every event while set (`setSuperProperties(_:)`).
    func superPropertiesDecl(_ section: SuperPropertiesSection) -> SwiftDecl {
        let context =
            section.contextNames.isEmpty ? "" : " Into `context` instead of `properties`: `\(section.contextNames.joined(separator: "`, `"))`."
        return .type(
            objectDecl(
                ObjectSpec(
                    name: GeneratedNames.superProperties, qualifiedName: GeneratedNames.superProperties, shape: section.properties,
                    role: .superProperties(contextNames: section.contextNames),
                    docs: docs(
                        section.description, origin: section.origin,
                        extra: ["Sent with every event while set: `client.setSuperProperties(SuperProperties(…))`.\(context)"]))))
    }
}
