import TrackPlanModel

/// Everything `trackplan diff` prints, in every format: findings after config, what was ignored, notes about the
/// config, and the version verdict.
public struct DiffReport: Sendable, Hashable {
    public struct PlanSummary: Sendable, Hashable {
        public var name: String
        public var version: SemanticVersion
        /// How the plan was named on the command line (`Schemas`, `origin/main:Schemas`).
        public var label: String
        /// The manifest's position (for the version finding's location).
        public var location: SourceLocation
    }

    public var settings: DiffSettings
    public var old: PlanSummary
    public var new: PlanSummary
    /// In plan order, with the version finding (if any) last.
    public var findings: [Finding]
    public var ignored: [IgnoredFinding]
    public var notes: [Diagnostic]
    public var version: VersionCheck

    /// Breaking after config: some finding is an error. Exit code 1.
    public var isBreaking: Bool { findings.contains(where: \.isBreaking) }

    /// Some change itself is an error after config (not counting a version that is too low).
    public var hasBreakingChanges: Bool {
        findings.contains { $0.isBreaking && $0.rule.id != RuleCatalog.versionBumpRequired.id }
    }

    /// The verdict in a few words, keeping breaking changes apart from a version that is merely too low:
    /// `breaking changes`, `version too low: declare 2.5.0 or later`, or `no breaking changes`.
    public var headline: String {
        if hasBreakingChanges {
            return version.isSatisfied ? "breaking changes" : "breaking changes; version too low: declare \(version.required) or later"
        }
        if isBreaking { return "no breaking changes, but the version is too low: declare \(version.required) or later" }
        return "no breaking changes"
    }

    public func count(_ severity: FindingSeverity) -> Int { findings.filter { $0.severity == severity }.count }

    /// Findings grouped by subject, subjects in order of first appearance.
    public var findingsBySubject: [(subject: Subject, findings: [Finding])] {
        var order: [Subject] = []
        var groups: [Subject: [Finding]] = [:]
        for finding in findings {
            if groups[finding.change.subject] == nil { order.append(finding.change.subject) }
            groups[finding.change.subject, default: []].append(finding)
        }
        return order.map { ($0, groups[$0]!) }
    }
}

/// The whole comparison: differ, config, version check. Pure; the CLI reads the files and prints the report.
public struct PlanComparison: Sendable {
    public var config: DiffConfig
    /// `YYYY-MM-DD`, for ignore expiry.
    public var today: String

    public init(config: DiffConfig = DiffConfig(), today: String) {
        self.config = config
        self.today = today
    }

    public func compare(_ old: Plan, _ new: Plan, oldLabel: String = "old", newLabel: String = "new") -> DiffReport {
        let changes = PlanDiffer(settings: config.settings).changes(from: old, to: new)
        let application = ConfigApplication(config: config, today: today)
        var outcome = application.apply(changes)
        outcome.findings = SharedDefinitionGrouping.grouped(outcome.findings)
        let version = VersionCheck(old: old.version, declared: new.version, findings: outcome.findings)
        if !version.isSatisfied {
            let place = Place(subject: Subject(.plan, new.name), old: old.versionLocation ?? old.location, new: new.versionLocation ?? new.location)
                .child("version")
            var message =
                "the plan declares version \(new.version), but these changes need a \(version.requiredBump.rawValue) bump from \(old.version)"
            message += ": declare \(version.required) or later"
            let change = Change(
                rule: RuleCatalog.versionBumpRequired, verdicts: .compatible, subject: place.subject, path: place.path, message: message,
                oldLocation: place.old, newLocation: place.new)
            // It breaks no audience, but it fails the version discipline: an error unless the config says otherwise.
            if let severity = application.severity(of: change, fallback: .error) {
                outcome.findings.append(Finding(change: change, severity: severity, mode: config.settings.mode))
            }
        }
        return DiffReport(
            settings: config.settings,
            old: .init(name: old.name, version: old.version, label: oldLabel, location: old.location),
            new: .init(name: new.name, version: new.version, label: newLabel, location: new.location),
            findings: outcome.findings, ignored: outcome.ignored, notes: outcome.notes, version: version)
    }
}
