import TrackPlanModel
import TrackPlanParse

/// Typed access to keyword values. Each accessor reports a `keyword-type` error when the JSON type is wrong
/// and returns nil, so callers read on and collect every problem.
extension PlanReading {
    func string(_ member: JSONMember, nonEmpty: Bool = false) -> String? {
        guard case .string(let text) = member.value.value else {
            return typeMismatch(member, expected: "a string")
        }
        if nonEmpty, text.isEmpty {
            error("invalid-keyword-value", "'\(member.key)' must not be empty", at: member.value)
            return nil
        }
        return text
    }

    func bool(_ member: JSONMember) -> Bool? {
        guard case .bool(let value) = member.value.value else { return typeMismatch(member, expected: "true or false") }
        return value
    }

    func number(_ member: JSONMember) -> Double? {
        switch member.value.value {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: return typeMismatch(member, expected: "a number")
        }
    }

    /// A count such as `minLength`: a JSON integer that is not negative.
    func count(_ member: JSONMember) -> Int? {
        guard case .integer(let value) = member.value.value else {
            if case .number(let value) = member.value.value, value.rounded() == value, value >= 0, value < 1e15 { return Int(value) }
            return typeMismatch(member, expected: "a non-negative integer")
        }
        guard value >= 0 else {
            error("invalid-keyword-value", "'\(member.key)' must be a non-negative integer, found \(value)", at: member.value)
            return nil
        }
        return Int(clamping: value)
    }

    /// A string or a list of strings (`x-previous-name`).
    func stringList(_ member: JSONMember) -> [String]? {
        switch member.value.value {
        case .string(let text): return [text]
        case .array(let items):
            var strings: [String] = []
            for item in items {
                guard case .string(let text) = item.value else {
                    error("keyword-type", "'\(member.key)' must list strings, found \(item.typeName)", at: item)
                    return nil
                }
                strings.append(text)
            }
            return strings
        default: return typeMismatch(member, expected: "a string or a list of strings")
        }
    }

    func object(_ member: JSONMember) -> [JSONMember]? {
        guard let members = member.value.members else { return typeMismatch(member, expected: "an object") }
        return members
    }

    private func typeMismatch<T>(_ member: JSONMember, expected: String) -> T? {
        error("keyword-type", "'\(member.key)' must be \(expected), found \(member.value.typeName)", at: member.value)
        return nil
    }
}
