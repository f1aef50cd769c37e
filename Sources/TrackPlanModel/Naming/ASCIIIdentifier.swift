/// `SwiftNames`' spelling of an all-ASCII key, computed on its UTF-8 bytes in one pass: the same words (split at
/// anything but a letter or digit, and where an upper-case letter follows a lower-case letter or digit) and the same
/// capitals. Nearly every plan key is ASCII; building a `String` per word and asking `Character` for its upper-case
/// form cost more than everything else in naming a large plan.
enum ASCIIIdentifier {
    enum LeadingWord {
        /// `OrderCompleted`: every word starts with a capital.
        case capitalized
        /// `orderCompleted`, `idNumber`: the first word starts lower-case; a first word with no lower-case letter at
        /// all (`ID`, `URL2`) is lower-cased whole.
        case lowercased
    }

    /// The identifier, or nil when `raw` has a non-ASCII byte or no letter or digit (`SwiftNames` then decides).
    static func spell(_ raw: String, leadingWord: LeadingWord) -> String? {
        var raw = raw
        return raw.withUTF8 { bytes -> String? in
            guard !bytes.isEmpty, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var words: [Range<Int>] = []
            var start: Int?
            var previousWasLower = false
            for index in bytes.indices {
                let byte = bytes[index]
                let isUpper = isUpperCase(byte)
                guard isUpper || isLowerCase(byte) || isDigit(byte) else {
                    if let wordStart = start { words.append(wordStart..<index) }
                    start = nil
                    previousWasLower = false
                    continue
                }
                if isUpper, previousWasLower, let wordStart = start {
                    words.append(wordStart..<index)
                    start = nil
                }
                if start == nil { start = index }
                previousWasLower = !isUpper
            }
            if let wordStart = start { words.append(wordStart..<bytes.count) }
            guard let first = words.first else { return nil }
            let lowersFirstWhole = leadingWord == .lowercased && !bytes[first].contains(where: isLowerCase)
            return String(unsafeUninitializedCapacity: bytes.count) { output in
                var count = 0
                for (wordIndex, word) in words.enumerated() {
                    for index in word {
                        var byte = bytes[index]
                        if wordIndex == 0, leadingWord == .lowercased {
                            if (lowersFirstWhole || index == word.lowerBound), isUpperCase(byte) { byte += 0x20 }
                        } else if index == word.lowerBound, isLowerCase(byte) {
                            byte -= 0x20
                        }
                        output[count] = byte
                        count += 1
                    }
                }
                return count
            }
        }
    }

    private static func isUpperCase(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isLowerCase(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
