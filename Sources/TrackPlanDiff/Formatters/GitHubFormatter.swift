/// `--format github`: workflow commands that GitHub Actions turns into annotations on the changed file and line.
/// Errors are `::error`, warnings `::warning`, info `::notice`; a summary line ends the output.
struct GitHubFormatter {
    func render(_ report: DiffReport) -> String {
        var lines: [String] = []
        for finding in report.findings {
            var properties: [String] = []
            if let location = finding.primaryLocation {
                properties.append("file=\(property(location.file))")
                properties.append("line=\(location.line)")
                properties.append("col=\(location.column)")
            }
            properties.append("title=\(property("trackplan diff: \(finding.rule.id)"))")
            var message = finding.change.message
            if !finding.audienceNote.isEmpty { message += " (\(finding.audienceNote))" }
            if let hint = finding.change.hint { message += "\nhint: \(hint)" }
            message += "\nfingerprint: \(finding.fingerprint)"
            lines.append("::\(command(finding.severity)) \(properties.joined(separator: ","))::\(data(message))")
        }
        for note in report.notes {
            var properties: [String] = []
            if let location = note.location { properties = ["file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)"] }
            lines.append("::warning \(properties.joined(separator: ","))::\(data(note.message))")
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

    /// The escaping GitHub's runner applies to a command's message.
    private func data(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    /// The escaping of a property value (`file=…,title=…`), which also protects `:` and `,`.
    private func property(_ text: String) -> String {
        data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
