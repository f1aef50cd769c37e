/// Questions about a string's UTF-8 bytes, each answered by one loop over a pointer to them.
///
/// The build plugin runs the generator in the app's build configuration, which is debug while people develop. In a
/// debug build the standard library's generic sequence algorithms (`utf8.allSatisfy`, `contains`, `split`) run
/// unspecialised, a few hundred instructions per byte; a closure called per byte, or `UInt8(ascii:)` in the loop,
/// still costs a few dozen. The one loop here looks each byte up in a 256-entry table of byte classes, one bit a
/// class: about ten instructions a byte in a debug build, and the same as before in release builds.
enum UTF8Scan {
    /// A set of byte classes, one bit each in `classes`.
    struct ByteClass: OptionSet {
        let rawValue: UInt8
        static let lineFeed = ByteClass(rawValue: 1 << 0)
        static let carriageReturn = ByteClass(rawValue: 1 << 1)
        /// `~` or `/`, which a JSON Pointer token escapes.
        static let tildeOrSlash = ByteClass(rawValue: 1 << 2)
        static let nonASCII = ByteClass(rawValue: 1 << 3)
        /// Anything but printable ASCII other than `"` and `\`.
        static let notPlainLiteral = ByteClass(rawValue: 1 << 4)
        /// A control character, `"` or `\`.
        static let notPlainJSON = ByteClass(rawValue: 1 << 5)
        /// Anything but printable ASCII or a newline.
        static let notPlainDocText = ByteClass(rawValue: 1 << 6)
    }

    /// The classes of each byte value.
    private static let classes: [UInt8] = (0...255).map { (byte: UInt8) -> UInt8 in
        var classes: ByteClass = []
        if byte == 0x0A { classes.insert(.lineFeed) }
        if byte == 0x0D { classes.insert(.carriageReturn) }
        if byte == 0x7E || byte == 0x2F { classes.insert(.tildeOrSlash) }
        if byte >= 0x80 { classes.insert(.nonASCII) }
        if byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C { classes.insert(.notPlainLiteral) }
        if byte < 0x20 || byte == 0x22 || byte == 0x5C { classes.insert(.notPlainJSON) }
        if (byte < 0x20 && byte != 0x0A) || byte >= 0x7F { classes.insert(.notPlainDocText) }
        return classes.rawValue
    }

    /// Whether `text` holds a byte of any class in `byteClass`.
    static func contains(_ byteClass: ByteClass, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            classes.withUnsafeBufferPointer { classes in
                guard let base = bytes.baseAddress, let table = classes.baseAddress else { return false }
                let mask = byteClass.rawValue
                var offset = 0
                while offset < bytes.count {
                    if table[Int(base[offset])] & mask != 0 { return true }
                    offset &+= 1
                }
                return false
            }
        }
    }

    /// Whether `text` holds `~` or `/` (a JSON Pointer token escapes them).
    static func containsTildeOrSlash(_ text: String) -> Bool { contains(.tildeOrSlash, in: text) }

    /// Whether every character of `text` is ASCII.
    static func isASCII(_ text: String) -> Bool { !contains(.nonASCII, in: text) }

    /// Whether every byte is printable ASCII other than `"` and `\`: a Swift string literal as it is.
    static func isPlainLiteral(_ text: String) -> Bool { !contains(.notPlainLiteral, in: text) }

    /// Whether no byte is a control character, `"` or `\`: the inside of a JSON string literal as it is.
    static func isPlainJSON(_ text: String) -> Bool { !contains(.notPlainJSON, in: text) }

    /// Whether every byte is printable ASCII or a newline, and neither end is a space or the last byte a newline: doc
    /// text with nothing to replace or trim. False for the empty text.
    static func isPlainDocText(_ text: String) -> Bool {
        var text = text
        let plainEnds = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return false }
            return base[0] != 0x20 && base[bytes.count - 1] != 0x20 && base[bytes.count - 1] != 0x0A
        }
        return plainEnds && !contains(.notPlainDocText, in: text)
    }

    /// Characters in `text`: its byte count when it is ASCII, which is the common case and much cheaper to count.
    static func columns(_ text: String) -> Int { isASCII(text) ? text.utf8.count : text.count }
}
