/// Human text: findings grouped by event, each with its rule, path, message, audiences and places; colour only
/// when asked (the CLI asks when stdout is a terminal).
struct TextFormatter {
    var colors: Bool

    func render(_ report: DiffReport) -> String {
        var lines: [String] = []
        lines.append(
            "trackplan diff \(report.old.label) (\(report.old.version)) → \(report.new.label) (\(report.new.version)), "
                + "mode \(report.settings.mode.rawValue), events \(report.settings.openness.rawValue)")
        for (subject, findings) in report.findingsBySubject {
            lines.append("")
            lines.append(style(subject.description, "1"))
            for finding in findings {
                let severity = finding.severity.rawValue + String(repeating: " ", count: 7 - finding.severity.rawValue.count)
                lines.append("  \(style(severity, color(finding.severity))) \(finding.change.message) [\(finding.rule.id)]")
                lines.append("          \(finding.change.path)  #\(finding.fingerprint)")
                if !finding.audienceNote.isEmpty { lines.append("          \(finding.audienceNote)") }
                lines.append("          \(places(finding.change))")
                if let hint = finding.change.hint { lines.append("          hint: \(hint)") }
            }
        }
        if !report.ignored.isEmpty {
            lines.append("")
            lines.append(style("Ignored by the config", "2"))
            for item in report.ignored {
                lines.append("  \(item.finding.rule.id) \(item.finding.change.path)  #\(item.finding.fingerprint): \(item.ignore.reason)")
            }
        }
        if !report.notes.isEmpty { lines.append("") }
        for note in report.notes { lines.append(note.description) }
        lines.append("")
        lines.append(report.version.isSatisfied ? report.versionLine : style(report.versionLine, "31"))
        let verdict = style(report.headline, report.isBreaking ? "31" : "32")
        lines.append("\(report.summaryLine): \(verdict)")
        return lines.joined(separator: "\n") + "\n"
    }

    private func places(_ change: Change) -> String {
        switch (change.oldLocation, change.newLocation) {
        case let (old?, new?): return "was \(old), now \(new)"
        case let (old?, nil): return "was \(old)"
        case let (nil, new?): return "now \(new)"
        default: return ""
        }
    }

    private func color(_ severity: FindingSeverity) -> String {
        switch severity {
        case .error: return "31"
        case .warning: return "33"
        case .info: return "36"
        }
    }

    private func style(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
