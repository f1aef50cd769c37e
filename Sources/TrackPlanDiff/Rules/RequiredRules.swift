import TrackPlanModel

/// A property's required status: listed in its object's `required` or not. The change is written in that list, so
/// findings point at the property's own entry there (the old plan's entry when it was dropped), and belong to the
/// object's shared definition, if any, never to the property's own `$ref` target.
extension ChangeCollector {
    mutating func compareRequired(_ old: Property, _ new: Property, in object: Place) {
        guard old.isRequired != new.isRequired else { return }
        let place = object.requiredEntry(new.name, old: old, new: new)
        if new.isRequired {
            // A const is not a parameter of the generated initializer, so requiring one does not break callers.
            let isParameter = new.schema.constValue == nil
            report(
                RuleCatalog.propertyMadeRequired, Verdicts(source: isParameter, backward: true), at: place,
                "property '\(new.name)' is now required; " + Self.requiredConsequence(isParameter: isParameter))
        } else {
            report(
                RuleCatalog.propertyMadeOptional, Verdicts(forward: true), at: place,
                "property '\(new.name)' is now optional; readers must handle events without it")
        }
    }

    /// What consumers must do about a property that is now required (made required, or added as required).
    static func requiredConsequence(isParameter: Bool) -> String {
        (isParameter ? "app code must pass it, and " : "") + "events sent before this version lack it, so readers must still handle it missing"
    }
}

extension Place {
    /// The entry naming a property in this object's `required` list, on each side. On a side that does not list
    /// it: the `required` keyword, else the property's key, else the object. The path stays the property's (so
    /// fingerprints and ignores do not change), and the shared definition is this object's.
    func requiredEntry(_ name: String, old: Property?, new: Property?) -> Place {
        var place = property(name, old: old, new: new)
        place.old = old?.requiredLocation ?? oldKeywords["required"] ?? place.old
        place.new = new?.requiredLocation ?? newKeywords["required"] ?? place.new
        place.definition = definition
        return place
    }
}
