/// Documented limits that keep hostile files from exhausting memory or the stack.
public struct JSONReadLimits: Sendable, Hashable {
    /// Largest file accepted, in bytes (default 8 MiB).
    public var maximumFileSize: Int
    /// Deepest nesting of objects and arrays accepted (default 64).
    public var maximumDepth: Int

    public init(maximumFileSize: Int = 8 * 1024 * 1024, maximumDepth: Int = 64) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
    }

    public static let `default` = JSONReadLimits()
}
