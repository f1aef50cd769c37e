/// The output formats of `trackplan diff`.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, markdown, github, sarif

    /// Renders the report. `colors` applies to `text` only (the CLI passes it when stdout is a terminal);
    /// `toolVersion` is stamped into SARIF. `callSites` (the app's constructions of the old plan's events) adds "call
    /// sites that must change" to Markdown.
    public func render(_ report: DiffReport, colors: Bool = false, toolVersion: String = "0.0.0", callSites: [PlannedCallSite] = []) -> String {
        switch self {
        case .text: return TextFormatter(colors: colors).render(report)
        case .json: return JSONFormatter().render(report)
        case .markdown: return MarkdownFormatter(callSites: callSites).render(report)
        case .github: return GitHubFormatter().render(report)
        case .sarif: return SARIFFormatter(version: toolVersion).render(report)
        }
    }
}

extension DiffReport {
    /// `2 errors, 1 warning, 3 info (1 ignored)`.
    var summaryLine: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var line = "\(plural(count(.error), "error")), \(plural(count(.warning), "warning")), \(count(.info)) info"
        if !ignored.isEmpty { line += " (\(ignored.count) ignored)" }
        return line
    }

    /// `1.2.0 → 1.3.0: ok (minor bump needed)` or the version it should have.
    var versionLine: String {
        let needed = version.requiredBump == .none ? "no bump needed" : "\(version.requiredBump.rawValue) bump needed"
        if version.isSatisfied {
            return "version \(version.old) → \(version.declared): ok (\(needed))"
        }
        return "version \(version.old) → \(version.declared): too low (\(needed)); declare \(version.required) or later"
    }
}

extension Finding {
    /// `breaks source, data-backward; also data-forward, not enforced in this mode` (empty when it breaks nobody).
    var audienceNote: String {
        let enforced = enforcedAudiences.map(\.rawValue).joined(separator: ", ")
        let other = audiences.filter { !enforcedAudiences.contains($0) }.map(\.rawValue).joined(separator: ", ")
        switch (enforced.isEmpty, other.isEmpty) {
        case (true, true): return ""
        case (false, true): return "breaks \(enforced)"
        case (true, false): return "breaks \(other), not enforced in this mode"
        case (false, false): return "breaks \(enforced); also \(other), not enforced in this mode"
        }
    }
}
