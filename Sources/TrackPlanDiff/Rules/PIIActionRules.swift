import TrackPlanModel

/// The old and the new plan's `privacy` tables.
struct PrivacyPolicies: Sendable {
    var old = PrivacyPolicy()
    var new = PrivacyPolicy()
}

/// What a personal-data property's values become on the wire (its class's action in the plan's `privacy` table, or
/// its own `x-pii-action`). A change alters the data sent from that version on, so it is reported even when no
/// schema changed; a change to `send` is the loudest: values the plan kept off the wire are now sent as given.
extension ChangeCollector {
    mutating func comparePIIAction(_ old: Property, _ new: Property, at place: Place) {
        let before = privacy.old.action(for: old) ?? .scrub
        let after = privacy.new.action(for: new) ?? .scrub
        // A class added, removed or changed is `pii-changed`; only a change to `send` is worth a second finding.
        guard before != after, old.pii == new.pii || after == .send else { return }
        let keyword = new.piiAction != nil || old.piiAction != nil ? "x-pii-action" : "x-pii"
        let description = "'\(new.name)' is now sent as \(Self.wireForm(after)) instead of \(Self.wireForm(before))"
        if after == .send {
            report(
                RuleCatalog.piiNowSent, .compatible, at: place.propertyKeyword(keyword, old: old, new: new),
                "\(description): personal data the plan kept off the wire is now sent as given",
                hint: "make sure the app has a lawful basis and the destinations may receive it")
        } else {
            // Readers still parse the data, but values before and after the change no longer compare (a token, a hash,
            // nothing): a warning in every mode, like a class change.
            report(RuleCatalog.piiActionChanged, .compatible, at: place.propertyKeyword(keyword, old: old, new: new), description)
        }
    }

    private static func wireForm(_ action: PIIAction) -> String {
        switch action {
        case .send: "given (send)"
        case .scrub: "given after the free-text scrubber (scrub)"
        case .redact: "a token (redact)"
        case .hash: "a keyed hash (hash)"
        case .drop: "nothing (drop)"
        }
    }
}
