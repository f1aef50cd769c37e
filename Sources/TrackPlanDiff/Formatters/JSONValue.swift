import TrackPlanModel

/// A JSON value with ordered keys, for the JSON and SARIF reports: deterministic, pretty-printed output.
enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// Two-space indentation, `": "` separators, a newline at the end.
    func rendered() -> String {
        var out = ""
        write(to: &out, indent: 0)
        return out + "\n"
    }

    private static let pads = (0..<64).map { String(repeating: "  ", count: $0) }

    private func write(to out: inout String, indent: Int) {
        let pad = Self.pads[min(indent + 1, 63)]
        let close = Self.pads[min(indent, 63)]
        switch self {
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += pad
                Self.appendQuoted(key, to: &out)
                out += ": "
                value.write(to: &out, indent: indent + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += close + "}"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += pad
                item.write(to: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += close + "]"
        case .string(let text): Self.appendQuoted(text, to: &out)
        case .int(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        }
    }

    static func appendQuoted(_ text: String, to out: inout String) {
        out += JSONStringEscaping.quoted(text)
    }
}
