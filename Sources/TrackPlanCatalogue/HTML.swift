/// A piece of markup. Interpolating a `String` into an `HTML` literal escapes it; interpolating `HTML` inserts it as
/// it is. Every page is built from these literals, so a plan string can reach a page only as escaped text: a plan
/// whose names or descriptions hold markup renders that markup as text.
public struct HTML: Sendable, Hashable, ExpressibleByStringInterpolation {
    public private(set) var markup: String

    /// Markup written by the catalogue itself (never plan text).
    public init(raw markup: String) { self.markup = markup }
    public init(stringLiteral value: String) { markup = value }
    public init(stringInterpolation: Interpolation) { markup = stringInterpolation.markup }

    public struct Interpolation: StringInterpolationProtocol {
        var markup = ""
        public init(literalCapacity: Int, interpolationCount: Int) { markup.reserveCapacity(literalCapacity + 16 * interpolationCount) }
        public mutating func appendLiteral(_ literal: String) { markup += literal }
        /// Text: escaped.
        public mutating func appendInterpolation(_ text: String) { HTML.escape(text, into: &markup) }
        public mutating func appendInterpolation(_ number: Int) { markup += String(number) }
        public mutating func appendInterpolation(_ html: HTML) { markup += html.markup }
        public mutating func appendInterpolation(_ parts: [HTML]) { for part in parts { markup += part.markup } }
    }

    public static func + (lhs: HTML, rhs: HTML) -> HTML { HTML(raw: lhs.markup + rhs.markup) }
    public static func += (lhs: inout HTML, rhs: HTML) { lhs.markup += rhs.markup }

    /// Text made safe for an element's content and for a quoted attribute value: `&`, `<`, `>`, `"` and `'` become
    /// entities; control characters other than tab and line breaks (which HTML does not allow) become U+FFFD.
    public static func escaped(_ text: String) -> String {
        var out = ""
        escape(text, into: &out)
        return out
    }

    static func escape(_ text: String, into out: inout String) {
        if !text.utf8.contains(where: { needsEscape($0) }) {
            out += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case "\r": out += "\n"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0x7F: return true
        default: return byte < 0x20 && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n")
        }
    }
}

extension Array where Element == HTML {
    /// The parts with `separator` between them.
    func joined(separator: HTML) -> HTML {
        var out = HTML(raw: "")
        for (index, part) in enumerated() {
            if index > 0 { out += separator }
            out += part
        }
        return out
    }
}
