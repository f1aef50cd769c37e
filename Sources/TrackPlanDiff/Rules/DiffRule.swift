/// How loud a finding is. `error` findings fail the diff (exit 1).
public enum FindingSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
    case info, warning, error

    private var rank: Int { FindingSeverity.allCases.firstIndex(of: self)! }
    public static func < (lhs: FindingSeverity, rhs: FindingSeverity) -> Bool { lhs.rank < rhs.rank }
}

/// The part of the version a change needs bumped.
public enum VersionBump: String, Sendable, Hashable, CaseIterable, Comparable {
    case none, patch, minor, major

    private var rank: Int { VersionBump.allCases.firstIndex(of: self)! }
    public static func < (lhs: VersionBump, rhs: VersionBump) -> Bool { lhs.rank < rhs.rank }
}

/// One kind of change the differ reports, with a stable id that configs, ignores and fingerprints use.
public struct DiffRule: Sendable, Hashable {
    public var id: String
    /// One line for SARIF's rule list and the docs.
    public var summary: String
    /// The severity when the change breaks no audience at all (`info`, or `warning` for privacy and consent).
    /// A change that breaks an audience the mode enforces is an `error`; one that breaks only a data direction
    /// the mode does not enforce is at least a `warning`.
    public var quietSeverity: FindingSeverity
    /// The bump a change of this kind needs when it is not breaking: `minor`, or `patch` for documentation.
    public var compatibleBump: VersionBump
    /// The severity of the usual case in the default mode (backward, closed): the docs table and SARIF's
    /// `defaultConfiguration` show it. The actual severity is computed per change from its verdicts.
    public var defaultSeverity: FindingSeverity

    /// Something that exists only in the old plan (`event-removed`, `property-removed`, a name dropped from
    /// `required`, …): its findings point at the old file's line.
    public let isRemoval: Bool

    init(
        _ id: String, _ summary: String, _ defaultSeverity: FindingSeverity, quiet: FindingSeverity = .info, bump: VersionBump = .minor,
        removal: Bool? = nil
    ) {
        self.id = id
        self.isRemoval = removal ?? id.hasSuffix("-removed")
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.quietSeverity = quiet
        self.compatibleBump = bump
    }
}
