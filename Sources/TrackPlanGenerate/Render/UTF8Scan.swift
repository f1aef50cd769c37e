/// Questions about a string's UTF-8 bytes, answered by one loop over a pointer to them.
///
/// The build plugin runs the generator in the app's build configuration, which is debug while people develop. In a
/// debug build the standard library's generic sequence algorithms (`utf8.allSatisfy`, `contains`, `split`) run
/// unspecialised, a few hundred instructions per byte; these loops cost a few dozen, and the same as before in
/// release builds.
enum UTF8Scan {
    /// Whether `test` holds for every byte of `text`.
    static func allBytes(of text: String, satisfy test: (UInt8) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return true }
            var offset = 0
            while offset < bytes.count {
                if !test(base[offset]) { return false }
                offset &+= 1
            }
            return true
        }
    }

    /// Whether `text` holds `byte` (an ASCII byte: it never occurs inside a multi-byte character).
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        !allBytes(of: text) { $0 != byte }
    }

    /// Whether every character of `text` is ASCII.
    static func isASCII(_ text: String) -> Bool { allBytes(of: text) { $0 < 0x80 } }

    /// Characters in `text`: its byte count when it is ASCII, which is the common case and much cheaper to count.
    static func columns(_ text: String) -> Int { isASCII(text) ? text.utf8.count : text.count }
}
