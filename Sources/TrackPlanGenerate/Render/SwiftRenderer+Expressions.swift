import TrackPlanModel

extension SwiftRenderer {
    func expression(_ value: SwiftExpr) -> String {
        var text = ""
        write(value, to: &text)
        return text
    }

    /// Appends `value` to `text`: one growing string instead of a string per subexpression.
    func write(_ value: SwiftExpr, to text: inout String) {
        switch value {
        case .identifier(let name): text += SwiftNames.escaped(name)
        case .typeName(let name): text += name
        case .member(let base, let name):
            write(base, to: &text)
            text += "."
            text += SwiftNames.escaped(name)
        case .optionalMember(let base, let name):
            write(base, to: &text)
            text += "?."
            text += SwiftNames.escaped(name)
        case .implicitMember(let name):
            text += "."
            text += SwiftNames.escaped(name)
        case .call(let function, let arguments):
            write(function, to: &text)
            text += "("
            write(arguments, to: &text)
            text += ")"
        case .inoutReference(let name):
            text += "&"
            text += SwiftNames.escaped(name)
        case .forceTry(let operand):
            text += "try! "
            write(operand, to: &text)
        case .tryAwait(let operand):
            text += "try await "
            write(operand, to: &text)
        case .stringLiteral(let literal): text += SwiftStringLiteral.quote(literal)
        case .integerLiteral(let number): text += String(number)
        case .doubleLiteral(let number): text += number.description
        case .boolLiteral(let flag): text += flag ? "true" : "false"
        case .nilLiteral: text += "nil"
        case .arrayLiteral(let elements):
            text += "["
            var index = 0
            while index < elements.count {
                if index > 0 { text += ", " }
                write(elements[index], to: &text)
                index += 1
            }
            text += "]"
        case .closure(let body):
            text += "{ "
            write(body, to: &text)
            text += " }"
        }
    }
}

extension SwiftRenderer {
    /// `label: value` for each argument. Argument labels are not escaped (the compiler warns about needless
    /// backticks), except `inout`, which would not parse.
    func argumentList(_ arguments: [SwiftArgument]) -> [String] {
        arguments.map { argument in
            var text = ""
            write(argument, to: &text)
            return text
        }
    }

    /// The arguments joined by `, `.
    func write(_ arguments: [SwiftArgument], to text: inout String) {
        var index = 0
        while index < arguments.count {
            if index > 0 { text += ", " }
            write(arguments[index], to: &text)
            index += 1
        }
    }

    private func write(_ argument: SwiftArgument, to text: inout String) {
        if let label = argument.label {
            text += label == "inout" ? "`inout`" : label
            text += ": "
        }
        write(argument.value, to: &text)
    }
}

/// Swift string literals for arbitrary text: plain when nothing needs escaping, raw (`#"…"#`) when the text
/// holds backslashes or quotes but no invisible characters (readable regex patterns), escaped otherwise.
enum SwiftStringLiteral {
    /// - Parameter allowRaw: whether `#"…"#` may be used; attribute arguments such as `@available(message:)`
    ///   accept only plain literals.
    static func quote(_ text: String, allowRaw: Bool = true) -> String {
        if UTF8Scan.isPlainLiteral(text) {
            return "\"" + text + "\""
        }
        let needsEscape = !allowRaw || text.unicodeScalars.contains(where: isInvisible)
        if !needsEscape, !text.contains("\\"), !text.contains("\"") { return "\"\(text)\"" }
        if !needsEscape {
            var hashes = "#"
            while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
            return "\(hashes)\"\(text)\"\(hashes)"
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isInvisible(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Control, format and separator characters: written as `\u{…}` so the source shows them.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse: return true
        default: return false
        }
    }
}
