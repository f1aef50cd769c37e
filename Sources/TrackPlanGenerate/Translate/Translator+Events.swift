import TrackPlanModel

extension Translator {
    /// An event or screen: its struct, then the factory extension that makes `.orderCompleted(…)` work wherever
    /// `some TrackedEvent` is expected.
    func eventDecls(_ event: Event, kind: EventKind) -> [SwiftDecl] {
        let typeName = kind == .track ? names.typeName(ofEvent: event) : names.typeName(ofScreen: event)
        let attributes = event.deprecation.map { [SwiftAttribute.deprecated(message: $0.message)] } ?? []
        var facts = "Sent as `\(kind.rawValue)` with the name `\(event.wireName)`"
        if let consent = event.consent { facts += ", in the consent category `\(consent)`" }
        let (declaration, stored) = buildObject(
            ObjectSpec(
                name: typeName, qualifiedName: typeName, shape: event.properties,
                role: .event(kind: kind, wireName: event.wireName, consent: event.consent),
                docs: docs(event.description, origin: event.origin, extra: [facts + "."]), attributes: attributes))
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

    /// `IdentifyTraits` / `GroupTraits`: the typed traits of an `identify` or `group` call.
    func traitsDecl(_ traits: Traits, name: String, call: String) -> SwiftDecl {
        return .type(
            objectDecl(
                ObjectSpec(
                    name: name, qualifiedName: name, shape: traits.properties,
                    role: .traits(conformance: call == "group" ? "TrackPlan.GroupTraitsPayload" : "TrackPlan.IdentifyTraitsPayload"),
                    docs: docs(traits.description, origin: traits.origin, extra: ["The traits of an `\(call)` call."]))))
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
