import TrackPlanModel

/// A field's personal-data action as its encoder applies it (`x-pii` class × the plan's `privacy` table or the
/// property's `x-pii-action`). Decided per field here, so the generated visit method passes it as one argument per field and fields
/// without a class are untouched.
struct FieldProtection {
    var action: PIIAction
    /// `"<email>"`, written by `redact`.
    var token: String
}

extension Translator {
    /// The protection of a property, or nil when its value is written as any other (no class, `none`, `scrub`).
    func protection(of property: Property) -> FieldProtection? {
        guard let pii = property.pii, let action = privacy.action(for: property), action != .scrub else { return nil }
        return FieldProtection(action: action, token: pii.redactionToken)
    }
}
