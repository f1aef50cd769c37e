import TrackPlanModel

/// `--format github`: workflow commands that GitHub Actions turns into annotations on the changed file and line.
/// Errors are `::error`, warnings `::warning`, info `::notice`; a summary line ends the output.
struct GitHubFormatter {
    func render(_ report: DiffReport) -> String {
        var lines: [String] = []
        for finding in report.findings {
            var message = finding.change.message
            if !finding.audienceNote.isEmpty { message += " (\(finding.audienceNote))" }
            if let hint = finding.change.hint { message += "\nhint: \(hint)" }
            message += "\nfingerprint: \(finding.fingerprint)"
            lines.append(
                GitHubWorkflowCommand(
                    command(finding.severity), at: finding.primaryLocation, title: "trackplan diff: \(finding.rule.id)", message: message
                ).line)
        }
        for note in report.notes {
            lines.append(GitHubWorkflowCommand("warning", at: note.location, message: note.message).line)
        }
        lines.append("\(report.versionLine); \(report.summaryLine)")
        return lines.joined(separator: "\n") + "\n"
    }

    private func command(_ severity: FindingSeverity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }
}
