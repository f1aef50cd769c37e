import TrackPlanModel

/// Turns changes into findings: default severities from the mode, overrides per rule and per event, ignores with
/// expiry. Expired and unused ignores become notes.
struct ConfigApplication {
    let config: DiffConfig
    /// `YYYY-MM-DD`, injected so tests do not depend on the clock.
    let today: String

    struct Outcome {
        var findings: [Finding] = []
        var ignored: [IgnoredFinding] = []
        var notes: [Diagnostic] = []
    }

    func apply(_ changes: [Change]) -> Outcome {
        var outcome = Outcome()
        var used = Set<Int>()
        var expiredReported = Set<Int>()
        for change in changes {
            guard let severity = severity(of: change) else { continue }
            let finding = Finding(change: change, severity: severity, mode: config.settings.mode)
            if let index = config.ignores.firstIndex(where: { $0.matches(change) }) {
                let ignore = config.ignores[index]
                used.insert(index)
                if !ignore.hasExpired(today: today) {
                    outcome.ignored.append(IgnoredFinding(finding: finding, ignore: ignore))
                    continue
                }
                if expiredReported.insert(index).inserted {
                    outcome.notes.append(
                        .warning(
                            "diff-ignore-expired",
                            "the ignore of \(ignore.target) expired on \(ignore.expires!) and no longer applies (reason was: \(ignore.reason))",
                            at: ignore.location))
                }
            }
            outcome.findings.append(finding)
        }
        for (index, ignore) in config.ignores.enumerated() where !used.contains(index) {
            outcome.notes.append(
                Diagnostic(.note, "diff-ignore-unused", "the ignore of \(ignore.target) matches no change; remove it", at: ignore.location))
        }
        return outcome
    }

    /// nil when the config turns the rule off; `fallback` when the config says nothing.
    func severity(of change: Change, fallback: FindingSeverity? = nil) -> FindingSeverity? {
        let override = config.eventRuleSeverities[change.subject.name]?[change.rule.id] ?? config.ruleSeverities[change.rule.id]
        switch override {
        case .off: return nil
        case .severity(let severity): return severity
        case nil: return fallback ?? Self.defaultSeverity(of: change, mode: config.settings.mode)
        }
    }

    /// `error` when the change breaks an audience the mode enforces, else the rule's quiet severity.
    static func defaultSeverity(of change: Change, mode: CompatibilityMode) -> FindingSeverity {
        mode.enforcedAudiences.contains(where: change.verdicts.breaks) ? .error : change.rule.quietSeverity
    }
}
