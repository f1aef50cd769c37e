/// Word-at-a-time tests over raw bytes: eight bytes per step instead of one, for the checks that run over every
/// byte of every plan file before parsing.
enum ASCIIWords {
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowBits: UInt64 = 0x0101_0101_0101_0101

    /// Whether every byte is below 0x80.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        var seen: UInt64 = 0
        while index + 8 <= bytes.count {
            seen |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        guard seen & highBits == 0 else { return false }
        while index < bytes.count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// The offset of the first byte at or after `start` whose word of eight may hold a NUL or a byte of 0x80 and
    /// above (the bytes before it hold neither); `start` itself when fewer than eight bytes are left.
    static func skipPlainText(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A byte of 0x80 and above sets its high bit; a NUL sets it in (word - 0x01...) & ~word.
            guard (word | ((word &- lowBits) & ~word)) & highBits == 0 else { return index }
            index += 8
        }
        return index
    }
}
