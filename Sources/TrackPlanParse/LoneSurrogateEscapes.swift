/// Finds `\u` escapes in a JSON string's text that name one half of a UTF-16 surrogate pair without the other half.
/// Such an escape stands for no character: json-c decodes it to U+FFFD without an error, so a plan holding one
/// would silently mean something else (a pattern `^\ud83d$` would match only "�").
enum LoneSurrogateEscapes {
    /// One lone escape: the offset of its backslash and its text as written (`\ud83d`).
    struct Escape: Equatable {
        var offset: Int
        var text: String
        var isHigh: Bool

        /// The diagnostic's message: what is wrong, and the two spellings that say a character.
        var message: String {
            let problem =
                isHigh
                ? "escape \(text) is a high surrogate with no low surrogate (\\uDC00-\\uDFFF) right after it"
                : "escape \(text) is a low surrogate with no high surrogate (\\uD800-\\uDBFF) right before it"
            return "\(problem); JSON text must be valid Unicode: write the surrogate pair (like \\ud83d\\ude00 for 😀) or the character itself"
        }
    }

    /// The lone surrogate escapes in `bytes[start..<end]`, the text between a string's quotes (valid JSON: every
    /// backslash starts an escape, and `\u` is followed by four hex digits). `\\ud83d` is an escaped backslash
    /// followed by text, not an escape.
    static func find(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [Escape] {
        var found: [Escape] = []
        var index = start
        while index < end {
            guard bytes[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            guard let code = unicodeEscape(in: bytes, at: index, end: end) else {
                index += 2
                continue
            }
            if (0xD800...0xDBFF).contains(code), let low = unicodeEscape(in: bytes, at: index + 6, end: end), (0xDC00...0xDFFF).contains(low) {
                index += 12
                continue
            }
            if (0xD800...0xDFFF).contains(code) {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + 6]), as: UTF8.self)
                found.append(Escape(offset: index, text: text, isHigh: code <= 0xDBFF))
            }
            index += 6
        }
        return found
    }

    /// The code unit of the `\uXXXX` escape at `offset`, or nil when no such escape is there.
    private static func unicodeEscape(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int) -> UInt32? {
        guard offset + 6 <= end, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else { return nil }
        var code: UInt32 = 0
        for byte in bytes[offset + 2..<offset + 6] {
            guard let digit = hexValue(byte) else { return nil }
            code = code << 4 | digit
        }
        return code
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
