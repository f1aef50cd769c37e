// Shared by one file, not by a module: Sources/TrackPlanDiff/Formatters/GitHubWorkflowCommand.swift is a symlink
// to this file, because `diff --format github` prints the same commands and TrackPlanDiff must not import
// TrackPlanFiles (the plugins' tool links TrackPlanFiles without TrackPlanDiff). Internal in both modules.
import TrackPlanModel

/// A GitHub Actions workflow command (`::error file=…,line=…,col=…,title=…::message`), which the runner turns into
/// an annotation on that file and line. Used by `lint --format github` and `diff --format github`.
struct GitHubWorkflowCommand: Sendable, Hashable {
    /// `error`, `warning` or `notice`.
    var command: String
    var location: SourceLocation?
    var title: String?
    var message: String

    init(_ command: String, at location: SourceLocation?, title: String? = nil, message: String) {
        self.command = command
        self.location = location
        self.title = title
        self.message = message
    }

    /// The command line, escaped as the runner requires.
    var line: String {
        var properties: [String] = []
        if let location {
            properties += ["file=\(Self.escapeProperty(location.file))", "line=\(location.line)", "col=\(location.column)"]
        }
        if let title { properties.append("title=\(Self.escapeProperty(title))") }
        return "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))"
    }

    /// The escaping the runner applies to a command's message.
    static func escapeData(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    /// The escaping of a property value (`file=…,title=…`), which also protects `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
