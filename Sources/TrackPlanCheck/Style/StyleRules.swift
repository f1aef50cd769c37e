import TrackPlanModel

/// The warning rules a plan may turn off with `lint.disable`. Errors cannot be turned off.
enum StyleRules {
    static let ruleIDs: Set<String> = ["event-naming", "property-naming", "missing-description", "pii-unmarked"]

    /// Drops warnings of the rules the manifest disabled.
    static func applying(_ configuration: LintConfiguration, to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !configuration.disabledRules.isEmpty else { return diagnostics }
        return diagnostics.filter { $0.severity == .error || !configuration.disabledRules.contains($0.ruleID) }
    }
}
