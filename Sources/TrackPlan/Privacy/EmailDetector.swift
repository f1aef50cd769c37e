/// Finds an email address around an `@`: the local part backwards, the domain forwards.
///
/// Accepted: a local part of RFC 5322 `atext` characters and dots (not starting or ending with a dot), then a
/// domain of at least two dot-separated labels of letters, digits and hyphens whose last label (the top-level
/// domain) is two or more letters. Quoted local parts and IP-literal domains are not recognised (see
/// Docs/Privacy.md).
enum EmailDetector {
    /// The address whose `@` is at `at`, reaching back no further than `floor`, or nil.
    static func match(in bytes: UnsafeBufferPointer<UInt8>, at: Int, floor: Int) -> Range<Int>? {
        guard let start = localPartStart(in: bytes, at: at, floor: floor), let end = domainEnd(in: bytes, at: at) else {
            return nil
        }
        return start..<end
    }

    private static func localPartStart(in bytes: UnsafeBufferPointer<UInt8>, at: Int, floor: Int) -> Int? {
        var start = at
        while start > floor, ASCIIClass.isEmailLocal(bytes[start - 1]) { start -= 1 }
        while start < at, bytes[start] == UInt8(ascii: ".") { start += 1 }
        guard start < at, bytes[at - 1] != UInt8(ascii: ".") else { return nil }
        return start
    }

    private static func domainEnd(in bytes: UnsafeBufferPointer<UInt8>, at: Int) -> Int? {
        var index = at + 1
        var labels = 0
        var lastLabel = index..<index
        while true {
            let labelStart = index
            while index < bytes.count, ASCIIClass.isDomainLabel(bytes[index]) { index += 1 }
            guard index > labelStart else { break }
            labels += 1
            lastLabel = labelStart..<index
            let continues = index + 1 < bytes.count && bytes[index] == UInt8(ascii: ".") && ASCIIClass.isDomainLabel(bytes[index + 1])
            guard continues else { break }
            index += 1
        }
        guard labels >= 2, lastLabel.count >= 2, lastLabel.allSatisfy({ ASCIIClass.isLetter(bytes[$0]) }) else { return nil }
        return lastLabel.upperBound
    }
}
