import TrackPlanModel

extension PlanJSON {
    /// Pretty JSON text: two-space indent, members in order, non-ASCII kept as written, a final newline. Empty
    /// objects and arrays print as `{}` and `[]`.
    public var prettyText: String {
        var text = ""
        write(to: &text, indent: "")
        return text + "\n"
    }

    private func write(to text: inout String, indent: String) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return text += "{}" }
            let inner = indent + "  "
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + JSONStringEscaping.quoted(member.key) + ": "
                member.value.write(to: &text, indent: inner)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        case .array(let values):
            guard !values.isEmpty else { return text += "[]" }
            let inner = indent + "  "
            text += "[\n"
            for (index, value) in values.enumerated() {
                text += inner
                value.write(to: &text, indent: inner)
                text += index == values.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .string(let value): text += JSONStringEscaping.quoted(value)
        case .integer(let value): text += String(value)
        case .number(let value): text += Self.numberText(value)
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        }
    }

    /// A double as JSON: whole numbers without a fraction when they fit, otherwise Swift's shortest form.
    static func numberText(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) + ".0" }
        return String(value)
    }
}
