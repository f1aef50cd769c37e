/// One pass over UTF-8 bytes that finds email addresses and payment-card numbers, left to right, without
/// decoding, allocating or using `Regex`.
///
/// Only two kinds of byte start work: `@` (an email is checked around it) and a digit that no letter or digit
/// precedes (a card number is checked from it). The scan reads eight bytes at a time and skips a word that holds
/// neither, which is most words of ordinary text.
enum PIIScanner {
    /// Walks `bytes` once, in order: the text between matches goes to `plain`, each match to `replace`. The one
    /// replacement loop behind `PIIScrubber` (raw text) and `JSONWriter.string` (escaped text).
    @inline(__always)
    static func scrub(
        _ bytes: UnsafeBufferPointer<UInt8>, plain: (UnsafeBufferPointer<UInt8>) -> Void, replace: (PIIKind) -> Void
    ) {
        var copied = 0
        while let match = firstMatch(in: bytes, from: copied) {
            plain(UnsafeBufferPointer(rebasing: bytes[copied..<match.range.lowerBound]))
            replace(match.kind)
            copied = match.range.upperBound
        }
        plain(UnsafeBufferPointer(rebasing: bytes[copied...]))
    }

    /// The first match that starts at or after `start`.
    static func firstMatch(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> PIIMatch? {
        guard let base = bytes.baseAddress else { return nil }
        var index = start
        while index + 8 <= bytes.count {
            var candidates = candidateMask(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
            while candidates != 0 {
                let position = index + candidates.trailingZeroBitCount / 8
                if let match = match(in: bytes, at: position, floor: start) { return match }
                candidates &= candidates &- 1
            }
            index += 8
        }
        while index < bytes.count {
            if isCandidate(bytes[index]), let match = match(in: bytes, at: index, floor: start) { return match }
            index += 1
        }
        return nil
    }

    /// An email around the `@` at `position`, or a card number starting at the digit there.
    @inline(__always) private static func match(in bytes: UnsafeBufferPointer<UInt8>, at position: Int, floor: Int) -> PIIMatch? {
        let byte = bytes[position]
        if byte == UInt8(ascii: "@") {
            return EmailDetector.match(in: bytes, at: position, floor: floor).map { PIIMatch(kind: .email, range: $0) }
        }
        guard ASCIIClass.isDigit(byte), position == floor || !ASCIIClass.isLetterOrDigit(bytes[position - 1]) else { return nil }
        return CardNumberDetector.match(in: bytes, at: position).map { PIIMatch(kind: .card, range: $0) }
    }

    /// Bytes from `0` to `@` (digits, `:;<=>?` and `@`) are worth a closer look.
    @inline(__always) private static func isCandidate(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") <= UInt8(ascii: "@") - UInt8(ascii: "0")
    }

    /// The high bit of each byte of `word` that lies in `0`…`@` (0x30…0x40), computed for all eight bytes at once
    /// (the "has between" bit trick); bytes of multi-byte UTF-8 sequences (≥ 0x80) never qualify.
    @inline(__always) static func candidateMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7 = word & (ones &* 0x7F)
        let belowUpper = ones &* (0x7F + 0x41) &- low7  // high bit set where the byte is < 0x41
        let aboveLower = low7 &+ ones &* (0x7F - 0x2F)  // high bit set where the byte is > 0x2F
        return belowUpper & ~word & aboveLower & (ones &* 0x80)
    }
}
