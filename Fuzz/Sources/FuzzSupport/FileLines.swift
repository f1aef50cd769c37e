/// The lines of a file as a diagnostic counts them: 1-based, split at `\n`, columns in bytes. A position is inside
/// the file when its line exists and its column is at most one past the line's last byte (the end of the line).
public struct FileLines: Sendable {
    private let lengths: [Int]

    public init(_ bytes: [UInt8]) {
        lengths = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(\.count)
    }

    public var count: Int { lengths.count }

    public func contains(line: Int, column: Int) -> Bool {
        guard line >= 1, line <= lengths.count else { return false }
        return column >= 1 && column <= lengths[line - 1] + 1
    }
}
