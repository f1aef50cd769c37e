import ArgumentParser
import Foundation
import TrackPlanFiles

/// When to colour output: `--color auto|always|never`.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    case auto, always, never
}

/// Standard output and error, each coloured or not by `--color`: `auto` colours a stream only when it is a
/// terminal, `NO_COLOR` is unset or empty (https://no-color.org) and `TERM` is not `dumb`.
final class Console: Sendable {
    let colorsStdout: Bool
    let colorsStderr: Bool

    init(color: ColorChoice = .auto, environment: [String: String] = ProcessInfo.processInfo.environment) {
        colorsStdout = Self.colors(color, isTerminal: isatty(STDOUT_FILENO) != 0, environment: environment)
        colorsStderr = Self.colors(color, isTerminal: isatty(STDERR_FILENO) != 0, environment: environment)
    }

    /// The colour rule for one stream.
    static func colors(_ choice: ColorChoice, isTerminal: Bool, environment: [String: String]) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }

    func out(_ text: String) { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
    func error(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

    enum Style: String { case red = "31", yellow = "33", green = "32", bold = "1", dim = "2", cyan = "36" }

    /// Wraps `text` in an ANSI style when stdout is coloured.
    func styled(_ text: String, _ style: Style) -> String {
        colorsStdout ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// A part of a lint line in its colour: places bold, errors red, warnings yellow, notes cyan, rule ids dim.
    func styled(_ text: String, _ part: LintReport.Part) -> String {
        switch part {
        case .place: styled(text, .bold)
        case .error: styled(text, .red)
        case .warning: styled(text, .yellow)
        case .note: styled(text, .cyan)
        case .rule: styled(text, .dim)
        case .clean: styled(text, .green)
        }
    }
}

/// Options every subcommand takes.
struct GlobalOptions: ParsableArguments {
    @Option(help: "Colour output: auto (a terminal, NO_COLOR unset, TERM not dumb), always or never.")
    var color: ColorChoice = .auto

    var console: Console { Console(color: color) }
}
