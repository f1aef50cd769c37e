import TrackPlanModel

/// Plan sections other than events: consent categories, entitlements, identify and group traits.
extension ChangeCollector {
    mutating func compareConsentCategories(_ old: [ConsentCategory], _ new: [ConsentCategory], oldPlan: SourceLocation, newPlan: SourceLocation) {
        for category in new {
            let subject = Subject(.consent, category.name)
            if let previous = old.first(where: { $0.name == category.name }) {
                let place = Place(subject: subject, old: previous.origin, new: category.origin)
                compareConsentDefault(previous, category, at: place)
                compareAnnotations(
                    description: (previous.description, category.description), deprecation: (nil, nil), at: place, what: "consent '\(category.name)'")
            } else {
                let place = Place(subject: subject, old: nil, new: category.origin)
                report(RuleCatalog.consentCategoryAdded, .compatible, at: place, "consent category '\(category.name)' was added")
            }
        }
        for category in old where !new.contains(where: { $0.name == category.name }) {
            let place = Place(subject: Subject(.consent, category.name), old: category.origin, new: nil)
            report(RuleCatalog.consentCategoryRemoved, Verdicts(source: true), at: place, "consent category '\(category.name)' was removed")
        }
    }

    mutating func compareEntitlements(_ old: [Entitlement], _ new: [Entitlement], oldPlan: SourceLocation, newPlan: SourceLocation) {
        for entitlement in new {
            let subject = Subject(.entitlement, entitlement.key)
            if let previous = old.first(where: { $0.key == entitlement.key }) {
                let place = Place(subject: subject, old: previous.origin, new: entitlement.origin)
                let oldSwift = SwiftNames.memberName(previous.key, override: previous.swiftName)
                let newSwift = SwiftNames.memberName(entitlement.key, override: entitlement.swiftName)
                if oldSwift != newSwift {
                    report(
                        RuleCatalog.swiftNameChanged, Verdicts(source: true), at: place.child("x-swift-name"),
                        "the Swift name of entitlement '\(entitlement.key)' is now \(newSwift) instead of \(oldSwift)")
                }
                compareAnnotations(
                    description: (previous.description, entitlement.description), deprecation: (previous.deprecation, entitlement.deprecation),
                    at: place, what: "entitlement '\(entitlement.key)'")
            } else {
                let place = Place(subject: subject, old: nil, new: entitlement.origin)
                report(RuleCatalog.entitlementAdded, .compatible, at: place, "entitlement '\(entitlement.key)' was added")
            }
        }
        for entitlement in old where !new.contains(where: { $0.key == entitlement.key }) {
            let place = Place(subject: Subject(.entitlement, entitlement.key), old: entitlement.origin, new: nil)
            report(RuleCatalog.entitlementRemoved, Verdicts(source: true), at: place, "entitlement '\(entitlement.key)' was removed")
        }
    }

    mutating func compareTraits(_ old: Traits?, _ new: Traits?, kind: Subject.Kind, oldPlan: SourceLocation, newPlan: SourceLocation) {
        let subject = Subject(kind, kind.rawValue)
        switch (old, new) {
        case (nil, let added?):
            report(
                RuleCatalog.traitsAdded, .compatible, at: Place(subject: subject, old: nil, new: added.origin),
                "the plan now describes \(kind.rawValue) traits")
        case (let removed?, nil):
            report(
                RuleCatalog.traitsRemoved, Verdicts(source: true, backward: settings.openness == .closed),
                at: Place(subject: subject, old: removed.origin, new: nil), "the plan no longer describes \(kind.rawValue) traits")
        case (let before?, let after?):
            let place = Place(subject: subject, old: before.origin, new: after.origin)
            compareAnnotations(
                description: (before.description, after.description), deprecation: (nil, nil), at: place, what: "the \(kind.rawValue) traits")
            compareObject(before.properties, after.properties, at: place)
        default:
            break
        }
    }
}
