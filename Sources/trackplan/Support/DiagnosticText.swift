import TrackPlanFiles
import TrackPlanModel

/// Prints diagnostics as compiler-style lines (`path:line:col: error: message [rule-id]`) and a summary line.
/// Colour only when stdout is a terminal (see `Console`).
struct DiagnosticText {
    let console: Console

    func print(_ diagnostics: [Diagnostic], fileCount: Int, plan: Plan?) {
        for diagnostic in diagnostics { console.out(line(for: diagnostic)) }
        console.out(summary(diagnostics, fileCount: fileCount, plan: plan))
    }

    func line(for diagnostic: Diagnostic) -> String {
        let place = diagnostic.location.map { console.styled("\($0):", .bold) + " " } ?? ""
        let severity = console.styled(
            "\(diagnostic.severity.rawValue):", diagnostic.severity == .error ? .red : diagnostic.severity == .warning ? .yellow : .cyan)
        return "\(place)\(severity) \(diagnostic.message) \(console.styled("[\(diagnostic.ruleID)]", .dim))"
    }

    /// The run's last line (`LintSummary`), coloured on a terminal.
    func summary(_ diagnostics: [Diagnostic], fileCount: Int, plan: Plan?) -> String {
        LintSummary(diagnostics, fileCount: fileCount, plan: plan).text { text, tone in
            console.styled(text, tone == .clean ? .green : tone == .error ? .red : .yellow)
        }
    }
}
