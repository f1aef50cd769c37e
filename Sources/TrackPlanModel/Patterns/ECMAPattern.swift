/// A JSON Schema `pattern` (ECMA-262 syntax and meaning) rewritten into Swift `Regex` syntax with the same meaning,
/// for the checker (which compiles it) and the generator (which emits it). Generated code matches it with
/// `.matchingSemantics(.unicodeScalar)`, so `.` and quantifiers count code points as ECMA-262's Unicode mode does.
///
/// What changes in the rewrite, and why:
/// - `\d`, `\w`, `\s` (and `\D`, `\W`, `\S`) are ASCII digits, ASCII word characters and the ECMA-262 white-space
///   and line-terminator set; Swift's are Unicode classes (`\d` matches `٣`).
/// - `.` excludes only the four ECMA-262 line terminators.
/// - `^` and `$` anchor at the start and end of the whole string (no multiline flag in JSON Schema); Swift's `$`
///   would also match before a final newline.
/// - `\uXXXX`, a surrogate pair of them (`\uD83D\uDE00`, one code point) and `\u{…}` become `\u{1F600}`; `\0` the NUL
///   character.
///
/// Constructs whose meaning differs and cannot be rewritten (`\b`, `\B` with ASCII word characters; `\D`, `\W`,
/// `\S` inside a class; a lone surrogate escape, see `ECMAUnicodeEscape`) are rejected with a reason, so lint fails
/// rather than the validator meaning something else.
public enum ECMAPattern {
    public struct Unsupported: Error, CustomStringConvertible {
        public var description: String
    }

    /// The ECMA-262 `WhiteSpace` and `LineTerminator` code points, listed (Swift rejects the range U+2000–U+200A).
    static let whiteSpace =
        #"\t\n\u{B}\f\r \u{A0}\u{1680}\u{2000}\u{2001}\u{2002}\u{2003}\u{2004}\u{2005}\u{2006}\u{2007}\u{2008}\u{2009}\u{200A}"#
        + #"\u{2028}\u{2029}\u{202F}\u{205F}\u{3000}\u{FEFF}"#
    static let word = "A-Za-z0-9_"
    static let digit = "0-9"

    /// The Swift `Regex` source for `pattern`, or why it cannot be honoured.
    public static func swiftRegex(_ pattern: String) -> Result<String, Unsupported> {
        var out = ""
        var scalars = Array(pattern.unicodeScalars)[...]
        var inClass = false
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\\":
                guard let escaped = scalars.popFirst() else { return .failure(Unsupported(description: "it ends with a lone backslash")) }
                switch rewriteEscape(escaped, inClass: inClass, rest: &scalars) {
                case .success(let text): out += text
                case .failure(let reason): return .failure(reason)
                }
            case "[" where !inClass:
                let negated = scalars.first == "^"
                if negated { scalars.removeFirst() }
                // `[]` matches nothing and `[^]` anything in ECMA-262; Swift would read that `]` as a literal.
                if scalars.first == "]" {
                    scalars.removeFirst()
                    out += negated ? #"[\s\S]"# : #"(?!)"#
                } else {
                    inClass = true
                    out += negated ? "[^" : "["
                }
            case "]" where inClass:
                inClass = false
                out += "]"
            case "." where !inClass: out += #"[^\n\r\u{2028}\u{2029}]"#
            case "^" where !inClass: out += #"\A"#
            case "$" where !inClass: out += #"\z"#
            case "[" where inClass: out += #"\["#  // Swift reads a nested `[` as a set operation
            case "&" where inClass && scalars.first == "&", "~" where inClass && scalars.first == "~", "-" where inClass && scalars.first == "-":
                out += "\\\(scalar)"  // Swift reads `&&`, `~~` and `--` in a class as set operators
            default: out.unicodeScalars.append(scalar)
            }
        }
        return .success(out)
    }

    private static func rewriteEscape(
        _ escaped: Unicode.Scalar, inClass: Bool, rest: inout ArraySlice<Unicode.Scalar>
    ) -> Result<String, Unsupported> {
        func set(_ members: String, negated: Bool) -> Result<String, Unsupported> {
            if !inClass { return .success("[\(negated ? "^" : "")\(members)]") }
            if negated {
                return .failure(
                    Unsupported(description: "'\\\(escaped)' inside a character class has no exact Swift equivalent; write the class out"))
            }
            return .success(members)
        }
        switch escaped {
        case "d": return set(digit, negated: false)
        case "D": return set(digit, negated: true)
        case "w": return set(word, negated: false)
        case "W": return set(word, negated: true)
        case "s": return set(whiteSpace, negated: false)
        case "S": return set(whiteSpace, negated: true)
        case "b" where inClass: return .success(#"\u{8}"#)
        case "b", "B":
            return .failure(
                Unsupported(
                    description:
                        "'\\\(escaped)' (a word boundary with ASCII word characters) has no exact Swift equivalent; use a class such as [^A-Za-z0-9_] instead"
                ))
        case "0" where !(rest.first.map { ("0"..."9").contains($0) } ?? false): return .success(#"\u{0}"#)
        case "u": return ECMAUnicodeEscape.read(&rest).map(ECMAUnicodeEscape.swiftEscape)
        default:
            return .success("\\" + String(escaped))
        }
    }
}
