/// The manifest's `privacy` section: the action for each personal-data class.
public struct PrivacyPolicy: Sendable, Hashable {
    /// The classes the plan names, with their actions; a class not listed gets `PIIAction.default`.
    public var actions: [PIIClass: PIIAction]
    /// Where each class's entry is written (the differ points at it).
    public var locations: [PIIClass: SourceLocation]

    public init(actions: [PIIClass: PIIAction] = [:], locations: [PIIClass: SourceLocation] = [:]) {
        self.actions = actions
        self.locations = locations
    }

    /// The action for a class: the table's entry, else `PIIAction.default`; nil for "not personal data".
    public func action(for pii: PIIClass) -> PIIAction? {
        pii == .notPersonal ? nil : actions[pii] ?? .default
    }

    /// What the generated encoder does with `property`: its own `x-pii-action`, else its class's action; nil for a
    /// property without a class (its strings are scrubbed).
    public func action(for property: Property) -> PIIAction? {
        guard let pii = property.pii, let classAction = action(for: pii) else { return nil }
        return property.piiAction ?? classAction
    }
}
