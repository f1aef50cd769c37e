/// Plan text (keys, messages, paths) made inert for GitHub-flavoured Markdown inside a table cell: nothing a plan
/// author wrote can become emphasis, a link, an image, HTML, a heading, a mention, an issue reference or a new row.
public enum MarkdownText {
    /// Plain text: every ASCII punctuation character GitHub could act on is backslash-escaped, `<`, `>` and `&`
    /// become entities, `@` and `#` get a word joiner after them (no mention or issue link), and line breaks a space.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "@", "#": out += "\\\(scalar)\u{2060}"
            case "\n", "\r", "\u{2028}", "\u{2029}": out += " "
            // Inline syntax only: table cells and list items never start a line, so `-`, `+` and digits are safe.
            // `:` stops emoji shortcodes and `https:` autolinks, `.` stops `www.` autolinks, `$` math.
            case "\\", "`", "*", "_", "[", "]", "(", ")", "!", "|", "~", ":", ".", "$":
                out += "\\\(scalar)"
            default:
                if scalar.properties.generalCategory == .control { out += " " } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// An inline code span that shows `text` exactly: a fence longer than any run of backticks inside, pipes escaped
    /// (GitHub tables split cells on them even in code), line breaks a space.
    public static func code(_ text: String) -> String {
        var flat = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\u{2028}", "\u{2029}": flat += " "
            case "|": flat += "\\|"
            default: flat.unicodeScalars.append(scalar.properties.generalCategory == .control ? " " : scalar)
            }
        }
        var longest = 0
        var run = 0
        for character in flat {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = flat.hasPrefix("`") || flat.hasSuffix("`") || flat.isEmpty ? " " : ""
        return fence + padding + flat + padding + fence
    }
}
