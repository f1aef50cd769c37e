/// What one pass over a string's UTF-8 bytes finds, eight bytes at a time: whether JSON needs any of them escaped
/// (a control character, `"` or `\`), and whether the free-text scrubber could match anything (a byte from `0` to
/// `@`: `PIIScanner.candidateMask`, the bytes its matches start from). `JSONWriter` writes a string that has
/// neither with one append, without the scrubber's scan.
struct TextClasses {
    private(set) var needsEscaping = false
    private(set) var mayHoldPII = false

    @inline(__always)
    init(_ text: UnsafeBufferPointer<UInt8>) {
        guard let base = text.baseAddress else { return }
        var escapes: UInt64 = 0
        var candidates: UInt64 = 0
        var index = 0
        while index + 8 <= text.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            escapes |= Self.escapeMask(word)
            candidates |= PIIScanner.candidateMask(word)
            index += 8
        }
        if index < text.count {
            // The last bytes: again the last eight when there are that many (some read twice), else one by one
            // into a word padded with `a` (neither class).
            var word: UInt64
            if text.count >= 8 {
                word = UInt64(littleEndian: UnsafeRawPointer(base + text.count - 8).loadUnaligned(as: UInt64.self))
            } else {
                word = 0x6161_6161_6161_6161
                for offset in 0..<text.count {
                    word = (word & ~(0xFF << (8 * UInt64(offset)))) | UInt64(base[offset]) << (8 * UInt64(offset))
                }
            }
            escapes |= Self.escapeMask(word)
            candidates |= PIIScanner.candidateMask(word)
        }
        needsEscaping = escapes != 0
        mayHoldPII = candidates != 0
    }

    /// Non-zero when a byte of `word` is below 0x20, `"` or `\` (the "has zero byte" and "has less than" bit tricks:
    /// exact about whether one exists, which is all that is asked).
    @inline(__always)
    static func escapeMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80
        let control = (word &- ones &* 0x20) & ~word & high
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        return control | ((quote &- ones) & ~quote & high) | ((backslash &- ones) & ~backslash & high)
    }
}
