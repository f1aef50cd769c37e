import TrackPlanModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps byte offsets of one file to 1-based line and column.
struct LineTable {
    let file: String
    /// `file`'s number in `SourceFileNames`, for the positions of parsed nodes.
    let fileNumber: UInt32
    private var lineStarts: [Int] = [0]
    /// The bytes of the lines that are not all ASCII (by line index), to count code-point columns there.
    private var nonASCIILines: [Int: [UInt8]] = [:]

    init(file: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.file = file
        self.fileNumber = SourceFileNames.number(of: file)
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
        let line = line(ofOffset: offset)
        let column = offset - lineStarts[line] + 1
        return SourceLocation(file: file, line: line + 1, column: column, codePointColumn: codePointColumn(ofOffset: offset, onLine: line))
    }

    /// `location(ofOffset:)` packed, for a parsed node. `line` is where the search starts (the line of the previous
    /// position, as the parser reads forward) and becomes the line of `offset`.
    func position(ofOffset offset: Int, line: inout Int) -> NodePosition {
        if line < lineStarts.count, lineStarts[line] <= offset {
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset { line += 1 }
        } else {
            line = self.line(ofOffset: offset)
        }
        let column = offset - lineStarts[line] + 1
        return NodePosition(file: fileNumber, line: line + 1, column: column, codePointColumn: codePointColumn(ofOffset: offset, onLine: line))
    }

    /// The 0-based index of the line holding `offset`.
    private func line(ofOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The code-point column of `offset` on a line that is not all ASCII; nil on an ASCII line.
    private func codePointColumn(ofOffset offset: Int, onLine index: Int) -> Int? {
        guard !nonASCIILines.isEmpty, let line = nonASCIILines[index] else { return nil }
        // A code point starts at every byte that is not a UTF-8 continuation byte (10xxxxxx).
        let codePoints = line.prefix(offset - lineStarts[index]).reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return codePoints + 1
    }
}
