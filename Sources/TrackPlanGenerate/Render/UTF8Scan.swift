/// Questions about a string's UTF-8 bytes, each answered by one loop over a pointer to them.
///
/// The build plugin runs the generator in the app's build configuration, which is debug while people develop. In a
/// debug build the standard library's generic sequence algorithms (`utf8.allSatisfy`, `contains`, `split`) run
/// unspecialised, a few hundred instructions per byte; a closure called per byte, or `UInt8(ascii:)` in the loop,
/// still costs a few dozen. These loops test each byte inline with number literals: about ten instructions a byte
/// in a debug build, and the same as before in release builds.
enum UTF8Scan {
    /// Whether `text` holds `byte` (an ASCII byte: it never occurs inside a multi-byte character).
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var offset = 0
            while offset < bytes.count {
                if base[offset] == byte { return true }
                offset &+= 1
            }
            return false
        }
    }

    /// Whether `text` holds `~` or `/` (a JSON Pointer token escapes them).
    static func containsTildeOrSlash(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var offset = 0
            while offset < bytes.count {
                let byte = base[offset]
                if byte == 0x7E || byte == 0x2F { return true }
                offset &+= 1
            }
            return false
        }
    }

    /// Whether every character of `text` is ASCII.
    static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return true }
            var offset = 0
            while offset < bytes.count {
                if base[offset] >= 0x80 { return false }
                offset &+= 1
            }
            return true
        }
    }

    /// Whether every byte is printable ASCII other than `"` and `\`: a Swift string literal as it is.
    static func isPlainLiteral(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return true }
            var offset = 0
            while offset < bytes.count {
                let byte = base[offset]
                if byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C { return false }
                offset &+= 1
            }
            return true
        }
    }

    /// Whether no byte is a control character, `"` or `\`: the inside of a JSON string literal as it is.
    static func isPlainJSON(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return true }
            var offset = 0
            while offset < bytes.count {
                let byte = base[offset]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C { return false }
                offset &+= 1
            }
            return true
        }
    }

    /// Whether every byte is printable ASCII or a newline, and neither end is a space or the last byte a newline: doc
    /// text with nothing to replace or trim. False for the empty text.
    static func isPlainDocText(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return false }
            if base[0] == 0x20 || base[bytes.count - 1] == 0x20 || base[bytes.count - 1] == 0x0A { return false }
            var offset = 0
            while offset < bytes.count {
                let byte = base[offset]
                if (byte < 0x20 && byte != 0x0A) || byte >= 0x7F { return false }
                offset &+= 1
            }
            return true
        }
    }

    /// Characters in `text`: its byte count when it is ASCII, which is the common case and much cheaper to count.
    static func columns(_ text: String) -> Int { isASCII(text) ? text.utf8.count : text.count }
}
