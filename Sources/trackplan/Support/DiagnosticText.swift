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

    /// `2 errors and 1 warning in 9 files`, or `no problems in 9 files (23 events, 6 screens)`.
    func summary(_ diagnostics: [Diagnostic], fileCount: Int, plan: Plan?) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let files = counted(fileCount, "file")
        if errors == 0, warnings == 0 {
            let contents = plan.map { " (\(counted($0.events.count, "event")), \(counted($0.screens.count, "screen")))" } ?? ""
            return console.styled("no problems in \(files)\(contents)", .green)
        }
        var parts: [String] = []
        if errors > 0 { parts.append(console.styled(counted(errors, "error"), .red)) }
        if warnings > 0 { parts.append(console.styled(counted(warnings, "warning"), .yellow)) }
        return "\(parts.joined(separator: " and ")) in \(files)"
    }

    private func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
