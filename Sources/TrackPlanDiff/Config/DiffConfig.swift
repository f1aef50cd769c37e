import TrackPlanModel

/// What a team decided about compatibility: the mode, open or closed events, severity overrides and ignores.
/// Read from `.trackplan-diff.json` by `DiffConfigReader`; never from inside the plan directory.
public struct DiffConfig: Sendable, Hashable {
    public var settings: DiffSettings
    /// Rule id → severity, for every event.
    public var ruleSeverities: [String: SeverityOverride]
    /// Event (or screen, entitlement…) name → rule id → severity. Wins over `ruleSeverities`.
    public var eventRuleSeverities: [String: [String: SeverityOverride]]
    public var ignores: [Ignore]

    public init(
        settings: DiffSettings = DiffSettings(), ruleSeverities: [String: SeverityOverride] = [:],
        eventRuleSeverities: [String: [String: SeverityOverride]] = [:], ignores: [Ignore] = []
    ) {
        self.settings = settings
        self.ruleSeverities = ruleSeverities
        self.eventRuleSeverities = eventRuleSeverities
        self.ignores = ignores
    }
}

/// A severity set by the config: raised, lowered, or `off` (the finding is dropped).
public enum SeverityOverride: Sendable, Hashable {
    case severity(FindingSeverity)
    case off

    init?(_ text: String) {
        if text == "off" { self = .off } else if let severity = FindingSeverity(rawValue: text) { self = .severity(severity) } else { return nil }
    }
}

/// An accepted change: named by fingerprint, or by rule id + path. A reason is required; after `expires`
/// (YYYY-MM-DD, inclusive) the ignore stops applying and the diff says so.
public struct Ignore: Sendable, Hashable {
    public var fingerprint: String?
    public var rule: String?
    public var path: JSONPointer?
    public var reason: String
    public var expires: String?
    /// Where the ignore is written in the config file.
    public var location: SourceLocation?

    public init(
        fingerprint: String? = nil, rule: String? = nil, path: JSONPointer? = nil, reason: String, expires: String? = nil,
        location: SourceLocation? = nil
    ) {
        self.fingerprint = fingerprint
        self.rule = rule
        self.path = path
        self.reason = reason
        self.expires = expires
        self.location = location
    }

    func matches(_ change: Change) -> Bool {
        if let fingerprint { return change.fingerprint == fingerprint }
        return change.rule.id == rule && (path == nil || change.path == path)
    }

    /// `today` is `YYYY-MM-DD`; the ignore still applies on its expiry day.
    func hasExpired(today: String) -> Bool {
        guard let expires else { return false }
        return today > expires
    }

    /// `fingerprint 1a2b…` or `rule-id at /path`, for messages.
    var target: String {
        if let fingerprint { return "fingerprint \(fingerprint)" }
        return "\(rule ?? "?")" + (path.map { " at \($0)" } ?? "")
    }
}
