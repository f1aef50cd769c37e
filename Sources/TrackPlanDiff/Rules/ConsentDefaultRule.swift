import TrackPlanModel

/// `consent-default-changed`: a category's `default` changed. No schema breaks, but the data does: events of a
/// category that became denied by default stop arriving from users who never chose, and one that became granted
/// or always granted starts sending without asking. Always a warning, pointing at the `default` keyword.
extension ChangeCollector {
    mutating func compareConsentDefault(_ old: ConsentCategory, _ new: ConsentCategory, at place: Place) {
        guard old.defaultState != new.defaultState else { return }
        let effect: String
        switch new.defaultState {
        case .denied: effect = "its events are no longer sent until the user grants it (opt-in)"
        case .always: effect = "its events are now sent whatever the user chooses"
        case .granted: effect = "its events are now sent until the user withdraws it (opt-out)"
        }
        report(
            RuleCatalog.consentDefaultChanged, .compatible, at: place.child("default"),
            "consent category '\(new.name)' is now \(Self.phrase(new.defaultState)) instead of \(Self.phrase(old.defaultState)): \(effect)")
    }

    private static func phrase(_ state: ConsentDefault) -> String {
        switch state {
        case .granted: return "granted by default"
        case .denied: return "denied by default"
        case .always: return "always granted"
        }
    }
}
