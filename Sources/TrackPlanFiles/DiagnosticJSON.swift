import TrackPlanModel

/// Machine-readable diagnostics: the `--format json` array and GitHub Actions workflow commands.
public enum DiagnosticJSON {
    /// A JSON array of `{severity, ruleId, message, file, line, column, pointer}`, one object per line; keys in
    /// this order, absent places as null. The schema is stable: tools may parse it.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "[]" }
        let objects = diagnostics.map { diagnostic in
            let fields: [(String, String)] = [
                ("severity", quoted(diagnostic.severity.rawValue)),
                ("ruleId", quoted(diagnostic.ruleID)),
                ("message", quoted(diagnostic.message)),
                ("file", diagnostic.location.map { quoted($0.file) } ?? "null"),
                ("line", diagnostic.location.map { String($0.line) } ?? "null"),
                ("column", diagnostic.location.map { String($0.column) } ?? "null"),
                ("pointer", diagnostic.pointer.map { quoted($0.description) } ?? "null"),
            ]
            return "  {" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }

    /// `::error file=…,line=…,col=…,title=rule-id::message`, escaped as GitHub's workflow commands require.
    public static func githubLines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
            return GitHubWorkflowCommand(command, at: diagnostic.location, title: diagnostic.ruleID, message: diagnostic.message).line
        }
    }

    public static func quoted(_ text: String) -> String { JSONStringEscaping.quoted(text) }
}
