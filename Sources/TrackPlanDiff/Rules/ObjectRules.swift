import TrackPlanModel

/// The properties of an object (an event, traits, or a nested object): added, removed, renamed, and
/// `additionalProperties`. Whether readers tolerate unknown keys decides the data verdicts of additions and
/// removals (see Docs/Diff.md, "Open and closed events").
extension ChangeCollector {
    mutating func compareObject(_ old: ObjectShape, _ new: ObjectShape, at place: Place) {
        let oldOpen = settings.isOpen(old.allowsAdditionalProperties)
        let newOpen = settings.isOpen(new.allowsAdditionalProperties)
        compareAdditionalProperties(old.allowsAdditionalProperties, new.allowsAdditionalProperties, oldOpen: oldOpen, newOpen: newOpen, at: place)

        // Indices rather than copies: large plans hold tens of thousands of properties.
        var oldIndex: [String: Int] = [:]
        for index in old.properties.indices where oldIndex[old.properties[index].name] == nil { oldIndex[old.properties[index].name] = index }
        let newNames = Set(new.properties.map(\.name))
        var matched: Set<String> = []
        var added: [Property] = []
        for newIndex in new.properties.indices {
            let name = new.properties[newIndex].name
            let previousIndex =
                oldIndex[name]
                ?? new.properties[newIndex].previousNames.lazy.filter { !newNames.contains($0) && !matched.contains($0) }.compactMap { oldIndex[$0] }
                .first
            guard let previousIndex else {
                added.append(new.properties[newIndex])
                continue
            }
            let (oldProperty, newProperty) = (old.properties[previousIndex], new.properties[newIndex])
            matched.insert(oldProperty.name)
            let childPlace = place.property(name, old: oldProperty, new: newProperty)
            compareProperty(oldProperty, newProperty, at: childPlace, renamed: oldProperty.name != name)
            compareRequired(oldProperty, newProperty, in: place)
        }
        let removed = old.properties.filter { !matched.contains($0.name) }
        for property in removed {
            let twin = added.first { Shapes.match($0, property) }
            report(
                RuleCatalog.propertyRemoved, Verdicts(source: true, backward: !newOpen, forward: property.isRequired),
                at: place.property(property.name, old: property, new: nil),
                "\(property.isRequired ? "required" : "optional") property '\(property.name)' was removed",
                hint: twin.map { "'\($0.name)' has the same schema; if it is a rename, add \"x-previous-name\": \"\(property.name)\" to it" })
        }
        for property in added {
            let twin = removed.first { Shapes.match($0, property) }
            let hint = twin.map { "it has the same schema as the removed '\($0.name)'; if it is a rename, add \"x-previous-name\": \"\($0.name)\"" }
            let childPlace = place.property(property.name, old: nil, new: property)
            if property.isRequired {
                // A const is not a parameter of the generated initializer, so adding one does not break callers.
                let isParameter = property.schema.constValue == nil
                report(
                    RuleCatalog.propertyAddedRequired, Verdicts(source: isParameter, backward: true, forward: !oldOpen),
                    at: place.requiredEntry(property.name, old: nil, new: property),
                    "required property '\(property.name)' was added; " + Self.requiredConsequence(isParameter: isParameter), hint: hint)
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
