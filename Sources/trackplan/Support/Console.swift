import Foundation

/// Standard output and error, with colour only when the stream is a terminal and NO_COLOR is unset.
final class Console {
    let colorsStdout: Bool
    let colorsStderr: Bool

    init() {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] != nil
        colorsStdout = !noColor && isatty(STDOUT_FILENO) != 0
        colorsStderr = !noColor && isatty(STDERR_FILENO) != 0
    }

    func out(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
    func error(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

    enum Style: String { case red = "31", yellow = "33", green = "32", bold = "1", dim = "2", cyan = "36" }

    /// Wraps `text` in an ANSI style when stdout is a terminal.
    func styled(_ text: String, _ style: Style) -> String {
        colorsStdout ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
