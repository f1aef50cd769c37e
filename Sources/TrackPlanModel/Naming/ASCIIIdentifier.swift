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
    ///
    /// Index loops over a pointer with the byte classes tested inline: the plugin runs this in the app's debug build,
    /// where ranges' `contains`, `allSatisfy`, `enumerated()` and for-in loops run unspecialised (about 20,000
    /// instructions a name, written this way about a tenth).
    static func spell(_ raw: String, leadingWord: LeadingWord) -> String? {
        var raw = raw
        return raw.withUTF8 { bytes -> String? in
            guard let base = bytes.baseAddress else { return nil }
            let count = bytes.count
            var index = 0
            while index < count {
                if base[index] >= 0x80 { return nil }
                index += 1
            }
            // The first word: where it starts, and whether it has a lower-case letter.
            var firstStart = -1
            var firstHasLower = false
            var previousWasLower = false
            index = 0
            while index < count {
                let byte = base[index]
                let isUpper = byte >= 0x41 && byte <= 0x5A
                let isLower = byte >= 0x61 && byte <= 0x7A
                if !(isUpper || isLower || (byte >= 0x30 && byte <= 0x39)) {
                    if firstStart >= 0 { break }
                    previousWasLower = false
                } else {
                    if isUpper, previousWasLower, firstStart >= 0 { break }
                    if firstStart < 0 { firstStart = index }
                    if isLower { firstHasLower = true }
                    previousWasLower = !isUpper
                }
                index += 1
            }
            guard firstStart >= 0 else { return nil }
            let lowersFirstWhole = leadingWord == .lowercased && !firstHasLower
            return String(unsafeUninitializedCapacity: count) { output in
                var written = 0
                var inWord = false
                var previousWasLower = false
                var wordIndex = -1
                var index = 0
                while index < count {
                    var byte = base[index]
                    index += 1
                    let isUpper = byte >= 0x41 && byte <= 0x5A
                    let isLower = byte >= 0x61 && byte <= 0x7A
                    guard isUpper || isLower || (byte >= 0x30 && byte <= 0x39) else {
                        inWord = false
                        previousWasLower = false
                        continue
                    }
                    // A word starts after a separator, and where an upper-case letter follows a lower-case one or a digit.
                    let startsWord = !inWord || (isUpper && previousWasLower)
                    if startsWord {
                        wordIndex += 1
                        inWord = true
                    }
                    if wordIndex == 0, leadingWord == .lowercased {
                        if lowersFirstWhole || startsWord, isUpper { byte += 0x20 }
                    } else if startsWord, isLower {
                        byte -= 0x20
                    }
                    output[written] = byte
                    written += 1
                    previousWasLower = !isUpper
                }
                return written
            }
        }
    }
}
