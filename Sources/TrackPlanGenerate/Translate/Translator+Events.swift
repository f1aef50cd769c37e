import TrackPlanModel

extension Translator {
    /// An event or screen: its struct, then the factory extension that makes `.orderCompleted(…)` work wherever
    /// `some TrackedEvent` is expected.
    func eventDecls(_ event: Event, kind: EventKind) -> [SwiftDecl] {
        let typeName = kind == .track ? GeneratedNames.eventType(event) : GeneratedNames.screenType(event)
        state.claimTopLevel(typeName, origin: event.origin, what: "the \(kind.noun) '\(event.key)'")
        let attributes = event.deprecation.map { [SwiftAttribute.deprecated(message: $0.message)] } ?? []
        var facts = "Sent as `\(kind.rawValue)` with the name `\(event.wireName)`"
        if let consent = event.consent { facts += ", in the consent category `\(consent)`" }
        let (declaration, stored) = buildObject(
            ObjectSpec(
                name: typeName, qualifiedName: typeName, shape: event.properties,
                role: .event(kind: kind, wireName: event.wireName, consent: event.consent),
                docs: docs(event.description, origin: event.origin, extra: [facts + "."]), attributes: attributes))
        let factory = factoryFunction(
            name: GeneratedNames.factory(forType: typeName), typeName: typeName, stored: stored,
            docs: SwiftDocComment([
                Self.clean(event.description), "Builds ``\(typeName)``: `track(.\(GeneratedNames.factory(forType: typeName))(…))`.",
            ]))
        let factories = SwiftTypeDecl(
            .extension, "TrackPlan.TrackedEvent", whereClause: ["Self == \(typeName)"], attributes: attributes,
            members: [.function(factory)])
        return [.type(declaration), .type(factories)]
    }

    /// `IdentifyTraits` / `GroupTraits`: the typed traits of an `identify` or `group` call.
    func traitsDecl(_ traits: Traits, name: String, call: String) -> SwiftDecl {
        state.claimTopLevel(name, origin: traits.origin, what: "the \(call) traits")
        return .type(
            objectDecl(
                ObjectSpec(
                    name: name, qualifiedName: name, shape: traits.properties,
                    role: .traits(conformance: call == "group" ? "TrackPlan.GroupTraitsPayload" : "TrackPlan.IdentifyTraitsPayload"),
                    docs: docs(traits.description, origin: traits.origin, extra: ["The traits of an `\(call)` call."]))))
    }
}
