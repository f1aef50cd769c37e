import TrackPlanModel
import TrackPlanParse

extension PlanReading {
    /// Reads the manifest's `privacy` section: `"actions": {"email": "hash", "name": "redact", …}`.
    func readPrivacy(_ members: [JSONMember]) {
        let fields = checkKeywords(members, in: .manifestPrivacy)
        guard let actions = fields["actions"], let entries = object(actions) else { return }
        for entry in entries {
            guard let pii = piiClassKey(entry) else { continue }
            guard let action = piiAction(entry) else { continue }
            manifest.privacy.actions[pii] = action
            manifest.privacy.locations[pii] = entry.keyLocation
        }
    }

    /// The class an `actions` key names; `none` and unknown names are errors.
    private func piiClassKey(_ entry: JSONMember) -> PIIClass? {
        let names = PIIClass.allCases.filter { $0 != .notPersonal }.map(\.rawValue)
        guard let pii = PIIClass(rawValue: entry.key), pii != .notPersonal else {
            let message =
                entry.key == PIIClass.notPersonal.rawValue
                ? "class 'none' is not personal data and has no action; remove it"
                : "'\(entry.key)' is not an 'x-pii' class; use one of \(names.joined(separator: ", "))"
                    + ClosestMatch.hint(for: entry.key, among: names)
            error(Self.piiActionRule, message, atKeyOf: entry)
            return nil
        }
        return pii
    }

    /// The action a `privacy.actions` entry or an `x-pii-action` keyword names, or nil after an error.
    func piiAction(_ member: JSONMember) -> PIIAction? {
        guard let name = string(member) else { return nil }
        guard let action = PIIAction(rawValue: name) else {
            let names = PIIAction.allCases.map(\.rawValue)
            error(
                Self.piiActionRule,
                "'\(name)' is not a personal-data action; use one of \(names.joined(separator: ", "))"
                    + ClosestMatch.hint(for: name, among: names),
                at: member.value)
            return nil
        }
        return action
    }

    /// The rule id of every problem with a `privacy` table entry or an `x-pii-action`.
    static let piiActionRule = "invalid-pii-action"
}

extension PlanReading {
    /// A property's `x-pii-action`, which needs a personal-data class to override (`x-pii` beside it, on its
    /// definition or on its items).
    func checkedPIIAction(_ read: ReadSchema, _ member: JSONMember) -> PIIAction? {
        guard let action = read.piiAction else { return nil }
        guard let pii = read.pii, pii != .notPersonal else {
            let node = member.value["x-pii-action"] ?? member.value
            error(
                Self.piiActionRule,
                "'x-pii-action' of property '\(member.key)' needs a personal-data class; add \"x-pii\": \"<class>\" beside it",
                at: node)
            return nil
        }
        return action
    }
}
