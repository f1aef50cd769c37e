import Foundation

/// The terminal view: one line per stored message. `pretty` prints `✓`/`✗`, the call, the event name and the
/// first problem with its plan location (coloured when standard output is a terminal); `json` prints the
/// `GET /api/events` object of each message, one per line, for piping into `jq`.
public final class TerminalPrinter: Sendable {
    public enum Style: Sendable, Equatable {
        case pretty(color: Bool)
        case json
    }

    let style: Style
    private let lock = NSLock()

    public init(style: Style) { self.style = style }

    func print(_ messages: [StoredMessage]) {
        var text = ""
        for message in messages { text += line(for: message) + "\n" }
        lock.withLock { FileHandle.standardOutput.write(Data(text.utf8)) }
    }

    func line(for message: StoredMessage) -> String {
        guard case .pretty(let color) = style else { return message.json }
        func paint(_ code: String, _ text: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        let time = String(message.receivedAt.dropFirst(11).prefix(12))
        let mark = message.valid ? paint("32", "✓") : paint("31", "✗")
        let call = (message.type ?? "?").padding(toLength: 8, withPad: " ", startingAt: 0)
        var line = "\(paint("2", time)) \(mark) \(call) \(paint("1", message.event ?? "-"))"
        if message.duplicate { line += paint("33", "  duplicate messageId") }
        if let problem = message.problems.first {
            let pointer = problem.pointer.isEmpty ? "(message)" : problem.pointer
            line += "  " + paint(message.valid ? "33" : "31", "\(pointer): \(problem.message) [\(problem.rule)]")
            if let plan = problem.plan { line += " " + paint("36", plan) }
            if message.problems.count > 1 { line += paint("2", " (+\(message.problems.count - 1) more)") }
        }
        return line
    }
}
