/// RFC 8259 string escaping for the host tools' JSON output (generated key literals, `--format json`, SARIF).
/// The runtime has its own byte-level writer (`JSONWriter`) and escapes the same way.
public enum JSONStringEscaping {
    /// The inside of a JSON string literal for `text`: quotes, backslashes and control characters escaped.
    public static func escaped(_ text: String) -> String {
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` as a complete JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }
}
