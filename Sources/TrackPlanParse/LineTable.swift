import TrackPlanModel

/// Maps byte offsets of one file to 1-based line and column.
struct LineTable {
    let file: String
    private var lineStarts: [Int] = [0]

    init(file: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.file = file
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lineStarts.append(offset + 1)
        }
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(file: file, line: low + 1, column: offset - lineStarts[low] + 1)
    }
}
