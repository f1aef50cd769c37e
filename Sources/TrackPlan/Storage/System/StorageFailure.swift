#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call on the storage directory, kept as a value so it can be reported and counted.
public struct StorageFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public var operation: String
    public var path: String
    public var errno: Int32

    public init(operation: String, path: String, errno: Int32) {
        self.operation = operation
        self.path = path
        self.errno = errno
    }

    /// True when the disk (or the user's quota) is full; false for every other failure (read-only, permissions,
    /// I/O errors, a removed directory).
    public var isOutOfSpace: Bool { errno == ENOSPC || errno == EDQUOT }

    /// The reason an event that could be neither written nor held in memory is counted under.
    public var dropReason: DropReason { isOutOfSpace ? .storageFull : .storageUnwritable }

    public var description: String { "\(operation) \(path): \(String(cString: strerror(errno)))" }
}
