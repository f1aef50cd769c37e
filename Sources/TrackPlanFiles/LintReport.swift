import TrackPlanModel

/// The output formats of a lint run.
public enum LintFormat: String, Sendable, CaseIterable {
    /// `path:line:col: severity: message [rule-id]` per diagnostic, then the `LintSummary` line.
    case text
    /// A JSON array of `{severity, ruleId, message, file, line, column, pointer}`.
    case json
    /// GitHub Actions workflow commands, one annotation per diagnostic.
    case github
}

/// What a lint run prints, in each format: the one printer of `trackplan lint` and `swift package trackplan-lint`
/// (the plugins' tool), so both print the same lines and the same summary.
public struct LintReport: Sendable {
    /// How a part of a text line is shown; the CLI colours them on a terminal, the plugins' tool prints them plain.
    public enum Part: Sendable { case place, error, warning, note, rule, clean }

    /// Sorted for display.
    public var diagnostics: [Diagnostic]
    public var summary: LintSummary

    public init(diagnostics: [Diagnostic], fileCount: Int, plan: Plan?) {
        self.diagnostics = diagnostics
        summary = LintSummary(diagnostics, fileCount: fileCount, plan: plan)
    }

    /// The output lines in `format`, each text part passed through `style`.
    public func lines(_ format: LintFormat, style: (String, Part) -> String = { text, _ in text }) -> [String] {
        switch format {
        case .text:
            return diagnostics.map { Self.line(for: $0, style: style) }
                + [
                    summary.text { text, tone in
                        style(text, tone == .clean ? .clean : tone == .error ? .error : .warning)
                    }
                ]
        case .json: return [DiagnosticJSON.render(diagnostics)]
        case .github: return DiagnosticJSON.githubLines(diagnostics)
        }
    }

    /// `path:line:col: severity: message [rule-id]`, as `Diagnostic.description` (plan text made terminal-safe).
    public static func line(for diagnostic: Diagnostic, style: (String, Part) -> String = { text, _ in text }) -> String {
        let place = diagnostic.location.map { style("\(Diagnostic.printable($0.description)):", .place) + " " } ?? ""
        let part: Part = diagnostic.severity == .error ? .error : diagnostic.severity == .warning ? .warning : .note
        let severity = style("\(diagnostic.severity.rawValue):", part)
        return "\(place)\(severity) \(Diagnostic.printable(diagnostic.message)) \(style("[\(diagnostic.ruleID)]", .rule))"
    }
}
