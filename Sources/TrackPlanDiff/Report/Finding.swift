import TrackPlanModel

/// A change as the team's config sees it: with its severity and the audiences it breaks.
public struct Finding: Sendable, Hashable {
    public var change: Change
    public var severity: FindingSeverity
    /// Every audience the change breaks, enforced by the mode or not.
    public var audiences: [Audience]
    /// The audiences it breaks that the mode enforces (source always).
    public var enforcedAudiences: [Audience]

    public var rule: DiffRule { change.rule }
    public var fingerprint: String { change.fingerprint }
    /// After the config: an `error` fails the diff.
    public var isBreaking: Bool { severity == .error }

    public init(change: Change, severity: FindingSeverity, mode: CompatibilityMode) {
        self.change = change
        self.severity = severity
        self.audiences = change.verdicts.brokenAudiences
        self.enforcedAudiences = audiences.filter { mode.enforcedAudiences.contains($0) }
    }

    /// The location annotations point at: for a removal the old plan's (where the removed key was), else the new
    /// plan's when there is one.
    public var primaryLocation: SourceLocation? {
        change.rule.isRemoval ? change.oldLocation ?? change.newLocation : change.newLocation ?? change.oldLocation
    }

    /// The other side's location, for SARIF `relatedLocations`.
    public var relatedLocation: SourceLocation? {
        let other = change.rule.isRemoval ? change.newLocation : change.oldLocation
        return other == primaryLocation ? nil : other
    }
}

/// A finding the config's ignore list accepted, kept so the report can say what was ignored and why.
public struct IgnoredFinding: Sendable, Hashable {
    public var finding: Finding
    public var ignore: Ignore
}
