import TrackPlanModel

/// Version discipline: the smallest bump the findings need, and whether the new plan declares at least that.
public struct VersionCheck: Sendable, Hashable {
    public var old: SemanticVersion
    public var declared: SemanticVersion
    public var requiredBump: VersionBump
    /// The lowest version the new plan may declare: `old` bumped by `requiredBump`.
    public var required: SemanticVersion

    /// Pre-release and build labels are ignored: `2.0.0-beta.1` counts as 2.0.0.
    public var isSatisfied: Bool {
        (declared.major, declared.minor, declared.patch) >= (required.major, required.minor, required.patch)
    }

    public init(old: SemanticVersion, declared: SemanticVersion, findings: [Finding]) {
        self.old = old
        self.declared = declared
        self.requiredBump = findings.map(Self.bump).max() ?? .none
        self.required = Self.bumped(old, by: requiredBump)
    }

    /// Breaking after config → major; otherwise the rule's own bump (minor, or patch for documentation).
    static func bump(for finding: Finding) -> VersionBump {
        finding.isBreaking ? .major : finding.rule.compatibleBump
    }

    static func bumped(_ version: SemanticVersion, by bump: VersionBump) -> SemanticVersion {
        switch bump {
        case .none: return SemanticVersion(major: version.major, minor: version.minor, patch: version.patch)
        case .patch: return SemanticVersion(major: version.major, minor: version.minor, patch: version.patch + 1)
        case .minor: return SemanticVersion(major: version.major, minor: version.minor + 1, patch: 0)
        case .major: return SemanticVersion(major: version.major + 1, minor: 0, patch: 0)
        }
    }
}
