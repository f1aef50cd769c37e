/// `--format markdown`: a pull-request comment. A verdict line, the version check, one table per event, and the
/// ignored changes folded away.
struct MarkdownFormatter {
    var callSites: [PlannedCallSite] = []

    func render(_ report: DiffReport) -> String {
        var lines: [String] = []
        let icon = report.isBreaking ? "❌" : "✅"
        lines.append("### \(icon) trackplan diff: \(report.headline)")
        lines.append("")
        lines.append(
            "\(code(report.old.label)) \(report.old.version) → \(code(report.new.label)) \(report.new.version) · "
                + "mode `\(report.settings.mode.rawValue)` · events `\(report.settings.openness.rawValue)` · \(report.summaryLine)")
        lines.append("")
        lines.append("**Version:** \(report.versionLine)")
        for (subject, findings) in report.findingsBySubject {
            lines.append("")
            lines.append("#### \(cell(subject.description))")
            lines.append("")
            lines.append("| | change | breaks | where | rule |")
            lines.append("|---|---|---|---|---|")
            for finding in findings {
                var change = (finding.propertyScope.map { "\(code($0)): " } ?? "") + cell(finding.change.message)
                if let hint = finding.change.hint { change += "<br>_hint: \(cell(hint))_" }
                let breaks = finding.audiences.map { finding.enforcedAudiences.contains($0) ? "**\($0.rawValue)**" : $0.rawValue }
                let place = finding.primaryLocation.map { code($0.description) } ?? ""
                lines.append(
                    "| \(badge(finding.severity)) | \(change) | \(breaks.isEmpty ? "–" : breaks.joined(separator: ", ")) | \(place) | "
                        + "`\(finding.rule.id)` `#\(finding.fingerprint)` |")
            }
        }
        let changes = CallSitesToChange.items(report, sites: callSites)
        if !changes.isEmpty {
            lines.append("")
            lines.append("#### Call sites that must change")
            lines.append("")
            for item in changes {
                let place = "\(item.site.location.file):\(item.site.location.line)"
                lines.append(
                    "- \(code(place)) **\(cell(item.finding.change.subject.description))**: \(item.change) (`\(item.finding.rule.id)`)")
            }
        }
        let losses = DataLoss.items(report)
        if !losses.isEmpty {
            lines.append("")
            lines.append("#### What the data loses")
            lines.append("")
            lines.append("_For analysts: what stops arriving, or arrives differently, once this ships._")
            lines.append("")
            for item in losses {
                let scope = item.finding.propertyScope.map { " \(code($0))" } ?? ""
                lines.append(
                    "- **\(cell(item.finding.change.subject.description))**\(scope): \(item.consequence) (\(cell(item.finding.change.message)))")
            }
        }
        if !report.ignored.isEmpty {
            lines.append("")
            lines.append("<details><summary>\(report.ignored.count) ignored by the config</summary>")
            lines.append("")
            for item in report.ignored {
                lines.append(
                    "- `\(item.finding.rule.id)` \(code(item.finding.change.path.description)) `#\(item.finding.fingerprint)`: \(cell(item.ignore.reason))"
                )
            }
            lines.append("")
            lines.append("</details>")
        }
        if !report.notes.isEmpty {
            lines.append("")
            for note in report.notes { lines.append("> \(cell(note.description))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func badge(_ severity: FindingSeverity) -> String {
        switch severity {
        case .error: return "🔴 error"
        case .warning: return "🟡 warning"
        case .info: return "ℹ️ info"
        }
    }

    /// Plan text in a table cell or list item: inert Markdown on one line.
    private func cell(_ text: String) -> String { MarkdownText.escaped(text) }

    private func code(_ text: String) -> String { MarkdownText.code(text) }
}
