/// One fuzzer input read as several files: the pieces between NUL bytes (JSON and YAML text never hold a raw NUL, so
/// the separator cannot be mistaken for content a seed needs). At most `limit` pieces; the last keeps any further NULs.
public struct FuzzInput: Sendable {
    public var bytes: [UInt8]

    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    }

    public init(bytes: [UInt8]) { self.bytes = bytes }

    public func pieces(limit: Int) -> [[UInt8]] {
        bytes.split(separator: 0, maxSplits: limit - 1, omittingEmptySubsequences: false).map(Array.init)
    }
}
