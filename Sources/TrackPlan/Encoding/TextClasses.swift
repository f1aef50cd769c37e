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
            let word = Self.load(base + index, as: UInt64.self)
            escapes |= Self.escapeMask(word)
            candidates |= PIIScanner.candidateMask(word)
            index += 8
        }
        if index < text.count {
            // The last bytes: again the last eight when there are that many (some read twice), else in two
            // overlapping loads that cover them all (a byte read twice is classified the same), the lanes left over
            // filled with `a` (neither class).
            let word = text.count >= 8 ? Self.load(base + text.count - 8, as: UInt64.self) : Self.shortWord(base, count: text.count)
            escapes |= Self.escapeMask(word)
            candidates |= PIIScanner.candidateMask(word)
        }
        needsEscaping = escapes != 0
        mayHoldPII = candidates != 0
    }

    /// The 1 to 7 bytes at `base` in one word: four and four, two and two, or one (overlapping when fewer), the
    /// other lanes `a`.
    @inline(__always)
    static func shortWord(_ base: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        if count >= 4 { return load(base, as: UInt32.self) | load(base + count - 4, as: UInt32.self) << 32 }
        if count >= 2 { return load(base, as: UInt16.self) | load(base + count - 2, as: UInt16.self) << 16 | 0x6161_6161_0000_0000 }
        return UInt64(base.pointee) | 0x6161_6161_6161_6100
    }

    /// `T`'s bytes at `pointer`, in memory order (the first byte lowest), widened to a word.
    @inline(__always)
    static func load<T: FixedWidthInteger & UnsignedInteger>(_ pointer: UnsafePointer<UInt8>, as: T.Type) -> UInt64 {
        UInt64(T(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: T.self)))
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
