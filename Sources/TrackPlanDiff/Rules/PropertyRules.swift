import TrackPlanModel

/// One property present in both plans: rename, Swift name, personal-data class, then its schema (its required
/// status is the object's `required` list: `RequiredRules`).
extension ChangeCollector {
    mutating func compareProperty(_ old: Property, _ new: Property, at place: Place, renamed: Bool) {
        // Same inputs give the same Swift name; deriving one is costly enough to skip on large plans.
        let sameSwiftInput = old.swiftName == new.swiftName && old.name == new.name
        let oldSwift = sameSwiftInput ? "" : SwiftNames.memberName(old.name, override: old.swiftName)
        let newSwift = sameSwiftInput ? "" : SwiftNames.memberName(new.name, override: new.swiftName)
        if renamed {
            var message = "property '\(old.name)' was renamed to '\(new.name)' (the wire key changes)"
            if oldSwift != newSwift { message += "; Swift member \(oldSwift) is now \(newSwift)" }
            report(RuleCatalog.propertyRenamed, Verdicts(source: oldSwift != newSwift, backward: true, forward: true), at: place.atUse, message)
        } else if oldSwift != newSwift {
            report(
                RuleCatalog.swiftNameChanged, Verdicts(source: true), at: place.atUse.child("x-swift-name"),
                "the Swift member of '\(new.name)' is now \(newSwift) instead of \(oldSwift)")
        }
        if old.pii != new.pii {
            let message: String
            switch (old.pii, new.pii) {
            case (nil, let added?):
                message =
                    "'\(new.name)' is now personal data (\(added.rawValue)); the scrubber redacts or hashes it as the consent and PII policy say"
            case (let removed?, nil):
                message = "'\(new.name)' is no longer marked as personal data (was \(removed.rawValue)); the scrubber now sends it as given"
            default:
                message =
                    "the personal-data class of '\(new.name)' is now \(quoted(new.pii?.rawValue)) instead of \(quoted(old.pii?.rawValue)); the scrubber treats it by the new class"
            }
            report(RuleCatalog.piiChanged, .compatible, at: place.propertyKeyword("x-pii", old: old, new: new), message)
        }
        comparePIIAction(old, new, at: place)
        // Inside its own `$ref` target the change is the definition's, reported once for every use whatever each
        // use calls the property, so it is named after the definition.
        // The subject is spelt once and only when a change is reported; a closure over the properties would copy them.
        let subject = place.definition != place.useDefinition ? place.definition?.name ?? new.name : new.name
        compareSchema(old.schema, new.schema, at: place, what: "'\(subject)'")
    }
}
