import TrackPlanModel
import TrackPlanParse

extension PlanReading {
    /// A consent category's `default`: `"granted"` (opt-out; also when left out), `"denied"` (opt-in) or `"always"`
    /// (granted whatever the user chooses; one category per plan at most). Reports `invalid-consent-default` for
    /// another value (with a did-you-mean) and `multiple-always-granted` for a second `"always"`.
    func readConsentDefault(_ member: JSONMember?, of category: String) -> ConsentDefault {
        guard let member, let text = string(member) else { return .granted }
        guard let value = ConsentDefault(rawValue: text) else {
            let allowed = ConsentDefault.allCases.map(\.rawValue)
            error(
                "invalid-consent-default",
                "consent category '\(category)' has default '\(text)'; use one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))"
                    + ClosestMatch.hint(for: text, among: allowed),
                at: member.value)
            return .granted
        }
        if value == .always, let first = consentCategories.first(where: { $0.defaultState == .always }) {
            error(
                "multiple-always-granted",
                "consent category '\(category)' is always granted, but '\(first.name)' already is (at \(first.origin.location)); "
                    + "only one category may be always granted: use \"granted\" here",
                at: member.value)
            return .granted
        }
        return value
    }
}
