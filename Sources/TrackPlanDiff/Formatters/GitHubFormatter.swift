import TrackPlanModel

/// `--format github`: workflow commands that GitHub Actions turns into annotations on the changed file and line.
/// Errors are `::error`, warnings `::warning`, info `::notice`; a summary line ends the output.
///
/// GitHub shows at most ``annotationLimit`` annotations of each level per step and drops the rest silently. So the
/// findings of a level are ordered by weight (source breaks first, then by how many enforced audiences break) and,
/// when there are more than the limit, the last annotation of the level is a summary of the ones left out, which
/// are still printed as plain log lines.
struct GitHubFormatter {
    static let annotationLimit = 10

    func render(_ report: DiffReport) -> String {
        var lines: [String] = []
        var logOnly: [String] = []
        for severity in [FindingSeverity.error, .warning, .info] {
            let findings = report.findings.filter { $0.severity == severity }.enumerated().sorted { lhs, rhs in
                (weight(lhs.element), rhs.offset) > (weight(rhs.element), lhs.offset)
            }.map(\.element)
            let shown = findings.count > Self.annotationLimit ? Array(findings.prefix(Self.annotationLimit - 1)) : findings
            for finding in shown { lines.append(annotation(finding).line) }
            let hidden = findings.dropFirst(shown.count)
            guard let first = hidden.first else { continue }
            var counts: [String: Int] = [:]
            for finding in hidden { counts[finding.rule.id, default: 0] += 1 }
            let rules = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
            lines.append(
                GitHubWorkflowCommand(
                    command(severity), at: first.primaryLocation, title: "trackplan diff: \(hidden.count) more \(severity.rawValue)s",
                    message:
                        "\(hidden.count) more \(severity.rawValue) findings than GitHub shows per step (\(rules)); they are listed in the log below"
                ).line)
            for finding in hidden {
                logOnly.append(
                    "\(severity.rawValue): \(finding.primaryLocation.map { "\($0): " } ?? "")\(finding.change.message) [\(finding.rule.id)]")
            }
        }
        for note in report.notes {
            lines.append(GitHubWorkflowCommand("warning", at: note.location, message: note.message).line)
        }
        lines += logOnly
        lines.append("\(report.versionLine); \(report.summaryLine): \(report.headline)")
        return lines.joined(separator: "\n") + "\n"
    }

    private func annotation(_ finding: Finding) -> GitHubWorkflowCommand {
        var message = finding.change.message
        if !finding.audienceNote.isEmpty { message += " (\(finding.audienceNote))" }
        if let hint = finding.change.hint { message += "\nhint: \(hint)" }
        message += "\nfingerprint: \(finding.fingerprint)"
        return GitHubWorkflowCommand(
            command(finding.severity), at: finding.primaryLocation,
            title: "trackplan diff: \(finding.rule.id)" + (finding.scope.map { " (\($0))" } ?? ""), message: message)
    }

    /// Source breaks weigh most (the app stops compiling), then each enforced audience the change breaks.
    private func weight(_ finding: Finding) -> Int {
        (finding.enforcedAudiences.contains(.source) ? 100 : 0) + finding.enforcedAudiences.count * 10 + finding.audiences.count
    }

    private func command(_ severity: FindingSeverity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }
}
