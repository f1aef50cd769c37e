import TrackPlanModel

/// The `superProperties` section: added or removed as a whole; its properties compared like an event's (under the
/// subject `superProperties`); and a property that moved between the event's `properties` and the `context`
/// (`x-context`), which readers then find in another place.
extension ChangeCollector {
    mutating func compareSuperProperties(_ old: SuperPropertiesSection?, _ new: SuperPropertiesSection?) {
        let subject = Subject(.superProperties, "superProperties")
        switch (old, new) {
        case (nil, let added?):
            report(
                RuleCatalog.superPropertiesAdded, .compatible, at: Place(subject: subject, old: nil, new: added.origin),
                "the plan now declares super properties (\(Self.names(added)))")
        case (let removed?, nil):
            report(
                RuleCatalog.superPropertiesRemoved, Verdicts(source: true, backward: settings.openness == .closed),
                at: Place(subject: subject, old: removed.origin, new: nil),
                "the plan no longer declares super properties (\(Self.names(removed))); events stop carrying them")
        case (let before?, let after?):
            let place = Place(subject: subject, old: before.origin, new: after.origin)
            compareAnnotations(
                description: (before.description, after.description), deprecation: (nil, nil), at: place, what: "the super properties")
            compareObject(before.properties, after.properties, at: place)
            for property in after.properties.properties {
                guard let previous = before.properties.properties.first(where: { $0.name == property.name }),
                    before.goesIntoContext(previous) != after.goesIntoContext(property)
                else { continue }
                let (from, to) = after.goesIntoContext(property) ? ("properties", "context") : ("context", "properties")
                report(
                    RuleCatalog.superPropertyMoved, Verdicts(backward: true, forward: true),
                    at: place.property(property.name, old: previous, new: property),
                    "super property '\(property.name)' moved from the event's \(from) to its \(to); readers find it in another place")
            }
        case (nil, nil):
            break
        }
    }

    private static func names(_ section: SuperPropertiesSection) -> String {
        section.properties.properties.map(\.name).joined(separator: ", ")
    }
}
