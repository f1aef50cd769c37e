/// One pass over UTF-8 bytes that finds email addresses and payment-card numbers, left to right, without
/// decoding, allocating or using `Regex`.
///
/// Only two kinds of byte start work: `@` (an email is checked around it) and a digit that no letter or digit
/// precedes (a card number is checked from it). Every other byte costs one comparison.
enum PIIScanner {
    /// The first match that starts at or after `start`.
    static func firstMatch(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> PIIMatch? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "@") {
                if let range = EmailDetector.match(in: bytes, at: index, floor: start) { return PIIMatch(kind: .email, range: range) }
            } else if ASCIIClass.isDigit(byte), index == start || !ASCIIClass.isLetterOrDigit(bytes[index - 1]) {
                if let range = CardNumberDetector.match(in: bytes, at: index) {
                    return PIIMatch(kind: .card, range: range)
                }
            }
            index += 1
        }
        return nil
    }
}
