import TrackPlanModel

/// The properties of an object (an event, traits, or a nested object): added, removed, renamed, and
/// `additionalProperties`. Whether readers tolerate unknown keys decides the data verdicts of additions and
/// removals (see Docs/Diff.md, "Open and closed events").
extension ChangeCollector {
    mutating func compareObject(_ old: ObjectShape, _ new: ObjectShape, at place: Place) {
        let oldOpen = settings.isOpen(old.allowsAdditionalProperties)
        let newOpen = settings.isOpen(new.allowsAdditionalProperties)
        compareAdditionalProperties(old.allowsAdditionalProperties, new.allowsAdditionalProperties, oldOpen: oldOpen, newOpen: newOpen, at: place)

        let newNames = Set(new.properties.map(\.name))
        var oldByName: [String: Property] = [:]
        for property in old.properties where oldByName[property.name] == nil { oldByName[property.name] = property }
        var matched: Set<String> = []
        var added: [Property] = []
        for property in new.properties {
            let childPlace = { (previous: Property) in
                place.child("properties", property.name, old: previous.schema.origin.location, new: property.schema.origin.location)
            }
            if let previous = oldByName[property.name] {
                matched.insert(property.name)
                compareProperty(previous, property, at: childPlace(previous), renamed: false)
            } else if let earlier = property.previousNames.first(where: { oldByName[$0] != nil && !newNames.contains($0) && !matched.contains($0) }) {
                matched.insert(earlier)
                compareProperty(oldByName[earlier]!, property, at: childPlace(oldByName[earlier]!), renamed: true)
            } else {
                added.append(property)
            }
        }
        let removed = old.properties.filter { !matched.contains($0.name) }
        for property in removed {
            let twin = added.first { Shapes.match($0, property) }
            report(
                RuleCatalog.propertyRemoved, Verdicts(source: true, backward: !newOpen, forward: property.isRequired),
                at: place.child("properties", property.name, old: property.schema.origin.location),
                "\(property.isRequired ? "required" : "optional") property '\(property.name)' was removed",
                hint: twin.map { "'\($0.name)' has the same schema; if it is a rename, add \"x-previous-name\": \"\(property.name)\" to it" })
        }
        for property in added {
            let twin = removed.first { Shapes.match($0, property) }
            let hint = twin.map { "it has the same schema as the removed '\($0.name)'; if it is a rename, add \"x-previous-name\": \"\($0.name)\"" }
            let childPlace = place.child("properties", property.name, new: property.schema.origin.location)
            if property.isRequired {
                // A const is not a parameter of the generated initializer, so adding one does not break callers.
                report(
                    RuleCatalog.propertyAddedRequired, Verdicts(source: property.schema.constValue == nil, backward: true, forward: !oldOpen),
                    at: childPlace, "required property '\(property.name)' was added", hint: hint)
            } else {
                report(
                    RuleCatalog.propertyAddedOptional, Verdicts(forward: !oldOpen), at: childPlace,
                    "optional property '\(property.name)' was added", hint: hint)
            }
        }
    }

    private mutating func compareAdditionalProperties(_ old: Bool, _ new: Bool, oldOpen: Bool, newOpen: Bool, at place: Place) {
        guard old != new else { return }
        let keyword = place.child("additionalProperties")
        if new {
            report(
                RuleCatalog.additionalPropertiesOpened, Verdicts(forward: !oldOpen), at: keyword,
                "the object now accepts properties the plan does not list")
        } else {
            report(
                RuleCatalog.additionalPropertiesClosed, Verdicts(backward: oldOpen && !newOpen), at: keyword,
                "the object no longer accepts properties the plan does not list")
        }
    }
}
