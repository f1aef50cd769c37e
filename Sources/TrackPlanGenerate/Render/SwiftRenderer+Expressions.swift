import TrackPlanModel

extension SwiftRenderer {
    func expression(_ value: SwiftExpr) -> String {
        switch value {
        case .identifier(let name): return SwiftNames.escaped(name)
        case .typeName(let name): return name
        case .member(let base, let name): return "\(expression(base)).\(SwiftNames.escaped(name))"
        case .optionalMember(let base, let name): return "\(expression(base))?.\(SwiftNames.escaped(name))"
        case .implicitMember(let name): return ".\(SwiftNames.escaped(name))"
        case .call(let function, let arguments):
            return "\(expression(function))(\(argumentList(arguments).joined(separator: ", ")))"
        case .inoutReference(let name): return "&\(SwiftNames.escaped(name))"
        case .forceTry(let operand): return "try! \(expression(operand))"
        case .tryAwait(let operand): return "try await \(expression(operand))"
        case .stringLiteral(let text): return SwiftStringLiteral.quote(text)
        case .integerLiteral(let number): return String(number)
        case .doubleLiteral(let number): return number.description
        case .boolLiteral(let flag): return flag ? "true" : "false"
        case .nilLiteral: return "nil"
        case .arrayLiteral(let elements): return "[\(elements.map(expression).joined(separator: ", "))]"
        case .closure(let body): return "{ \(expression(body)) }"
        }
    }
}

extension SwiftRenderer {
    /// `label: value` for each argument. Argument labels are not escaped (the compiler warns about needless
    /// backticks), except `inout`, which would not parse.
    func argumentList(_ arguments: [SwiftArgument]) -> [String] {
        arguments.map { argument in
            guard let label = argument.label else { return expression(argument.value) }
            return "\(label == "inout" ? "`inout`" : label): \(expression(argument.value))"
        }
    }
}

/// Swift string literals for arbitrary text: plain when nothing needs escaping, raw (`#"…"#`) when the text
/// holds backslashes or quotes but no invisible characters (readable regex patterns), escaped otherwise.
enum SwiftStringLiteral {
    /// - Parameter allowRaw: whether `#"…"#` may be used; attribute arguments such as `@available(message:)`
    ///   accept only plain literals.
    static func quote(_ text: String, allowRaw: Bool = true) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) { return "\"\(text)\"" }
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
