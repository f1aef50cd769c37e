import TrackPlanModel

/// Machine-readable diagnostics: the `--format json` array and GitHub Actions workflow commands.
enum DiagnosticJSON {
    /// A JSON array of `{severity, ruleId, message, file, line, column, pointer}`, one object per line; keys in
    /// this order, absent places as null. The schema is stable: tools may parse it.
    static func render(_ diagnostics: [Diagnostic]) -> String {
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
    static func githubLines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
            var properties: [String] = []
            if let location = diagnostic.location {
                properties += ["file=\(escapeProperty(location.file))", "line=\(location.line)", "col=\(location.column)"]
            }
            properties.append("title=\(escapeProperty(diagnostic.ruleID))")
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))"
        }
    }

    static func quoted(_ text: String) -> String { JSONStringEscaping.quoted(text) }

    private static func escapeData(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
