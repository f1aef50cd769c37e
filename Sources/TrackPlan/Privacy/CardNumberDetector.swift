/// Finds a payment-card number starting at a digit: 13 to 19 digits, optionally grouped by single spaces or
/// hyphens, that pass the Luhn check and start with 2–6 (the payment networks' ranges: Mastercard 2 and 5;
/// American Express, Diners and JCB 3; Visa 4; Discover, UnionPay and Maestro 6).
///
/// Grouped numbers must look like printed cards: a first group of 4 to 6 digits and later groups of 3 to 6
/// (4-4-4-4, 4-6-5, 4-4-4-4-3, 6-13 is not grouped). The leading-digit rule keeps millisecond timestamps
/// (`1700000000000`), ISBN-13s (978/979) and most order numbers out; a run with more than 19 digits and no
/// separators is an identifier, not a card; `12:30 4111…` does not join the `30` to the number.
enum CardNumberDetector {
    static let digitCounts = 13...19

    /// The card number starting at `start` (a digit that no letter or digit precedes), or nil.
    static func match(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Range<Int>? {
        guard couldStartCard(bytes, at: start) else { return nil }
        // Where a group of digits ends with 13 to 19 digits so far: at most 7 such places, kept on the stack.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: digitCounts.count) { candidateEnds -> Range<Int>? in
            var candidates = 0
            var index = start
            var digits = 0
            var groups = 0
            while index < bytes.count, digits <= digitCounts.upperBound {
                let groupStart = index
                while index < bytes.count, ASCIIClass.isDigit(bytes[index]) { index += 1 }
                let groupLength = index - groupStart
                digits += groupLength
                groups += 1
                guard groups == 1 || (3...6).contains(groupLength) else { break }
                if digitCounts.contains(digits) {
                    candidateEnds[candidates] = index
                    candidates += 1
                }
                let separated =
                    index + 1 < bytes.count && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "-"))
                    && ASCIIClass.isDigit(bytes[index + 1])
                guard separated, groups > 1 || (4...6).contains(groupLength) else { break }
                index += 1
            }
            for candidate in (0..<candidates).reversed() {
                let range = start..<candidateEnds[candidate]
                if endsCleanly(bytes, at: range.upperBound), isPaymentCard(bytes, range) { return range }
            }
            return nil
        }
    }

    /// The quick test that keeps short numbers (years, prices, counts) cheap: a card is either one run of 13 or more
    /// digits or a first group of 4 to 6 digits followed by a separator.
    @inline(__always) private static func couldStartCard(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var index = start
        while index < bytes.count, index - start < digitCounts.lowerBound, ASCIIClass.isDigit(bytes[index]) { index += 1 }
        let length = index - start
        if length >= digitCounts.lowerBound { return true }
        guard (4...6).contains(length), index + 1 < bytes.count else { return false }
        return bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "-")
    }

    /// A card ends at a non-alphanumeric byte that is not `@` (digits before `@` are an email's local part).
    private static func endsCleanly(_ bytes: UnsafeBufferPointer<UInt8>, at end: Int) -> Bool {
        guard end < bytes.count else { return true }
        return !ASCIIClass.isLetterOrDigit(bytes[end]) && bytes[end] != UInt8(ascii: "@")
    }

    private static func isPaymentCard(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard (UInt8(ascii: "2")...UInt8(ascii: "6")).contains(bytes[range.lowerBound]) else { return false }
        var sum = 0
        var doubled = false
        for index in range.reversed() where ASCIIClass.isDigit(bytes[index]) {
            var digit = Int(bytes[index] &- UInt8(ascii: "0"))
            if doubled {
                digit *= 2
                if digit > 9 { digit -= 9 }
            }
            sum += digit
            doubled.toggle()
        }
        return sum % 10 == 0
    }
}
