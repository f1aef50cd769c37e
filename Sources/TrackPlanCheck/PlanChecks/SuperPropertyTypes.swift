import TrackPlanModel

extension PlanReading {
    /// A super property that goes into `properties` lands beside every event's own properties. Where an event (or
    /// screen) declares a property of the same name with another type, one of the two would be sent with a type its
    /// declaration does not allow: an error at the super property, naming the event and where its property is.
    /// A property of the same type is fine: the event's own value wins.
    func checkSuperPropertyTypes() {
        guard let section = contents.superProperties else { return }
        let events = contents.events.map { ("event", $0) } + contents.screens.map { ("screen", $0) }
        for superProperty in section.properties.properties where !section.goesIntoContext(superProperty) {
            let summary = superProperty.schema.typeSummary
            for (kind, event) in events {
                guard let own = event.properties.properties.first(where: { $0.name == superProperty.name }),
                    own.schema.typeSummary != summary
                else { continue }
                let ownLocation = own.use?.keyLocation ?? own.schema.origin.location
                let place = superProperty.use?.keyLocation ?? section.origin.location
                error(
                    "super-property-type-conflict",
                    "super property '\(superProperty.name)' is \(summary), but \(kind) '\(event.key)' declares '\(own.name)' as "
                        + "\(own.schema.typeSummary) (\(ownLocation)); give them the same type, or rename one",
                    at: JSONNodeReference(location: place, pointer: superProperty.use?.pointer ?? section.origin.pointer))
            }
        }
    }
}
