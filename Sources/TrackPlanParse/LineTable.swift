import TrackPlanModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps byte offsets of one file to 1-based line and column.
struct LineTable {
    let file: String
    private var lineStarts: [Int] = [0]
    /// The bytes of the lines that are not all ASCII (by line index), to count code-point columns there.
    private var nonASCIILines: [Int: [UInt8]] = [:]

    init(file: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.file = file
        if ASCIIWords.isASCII(bytes) {
            // The common case: only the line starts are needed, and memchr finds them word by word.
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) {
                offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                lineStarts.append(offset)
            }
            return
        }
        var lineIsASCII = true
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") {
                if !lineIsASCII { keepLine(lineStarts.count - 1, upTo: offset, of: bytes) }
                lineStarts.append(offset + 1)
                lineIsASCII = true
            } else if byte >= 0x80 {
                lineIsASCII = false
            }
        }
        if !lineIsASCII { keepLine(lineStarts.count - 1, upTo: bytes.count, of: bytes) }
    }

    private mutating func keepLine(_ line: Int, upTo end: Int, of bytes: UnsafeBufferPointer<UInt8>) {
        nonASCIILines[line] = Array(bytes[lineStarts[line]..<end])
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return location(ofOffset: offset, onLine: low)
    }

    private func location(ofOffset offset: Int, onLine low: Int) -> SourceLocation {
        let column = offset - lineStarts[low] + 1
        guard let line = nonASCIILines[low] else { return SourceLocation(file: file, line: low + 1, column: column) }
        // A code point starts at every byte that is not a UTF-8 continuation byte (10xxxxxx).
        let codePoints = line.prefix(column - 1).reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(file: file, line: low + 1, column: column, codePointColumn: codePoints + 1)
    }
}
