#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The log on disk: one file opened for appending, plus whole-file reads and atomic replacement for compaction.
///
/// Each `append` is one `write(2)` of complete frames. Once it returns the bytes are in the kernel's page cache,
/// which survives the death of the process (`kill -9`, a crash) but not a power loss or kernel panic;
/// `syncEachWrite` adds an `fsync(2)` per append for that stronger promise, at a large cost.
final class LogFile {
    let path: String
    let syncEachWrite: Bool
    private var descriptor: Int32 = -1
    private(set) var size = 0

    init(path: String, syncEachWrite: Bool) {
        self.path = path
        self.syncEachWrite = syncEachWrite
    }

    deinit { close() }

    /// The file's bytes, or an empty array when it does not exist or is not a regular file (a device).
    func readAll() throws(StorageFailure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return [] }
            throw StorageFailure(operation: "open", path: path, errno: errno)
        }
        defer { _ = closeDescriptor(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return [] }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw StorageFailure(operation: "read", path: path, errno: errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
    }

    /// Opens (creating if needed) for appending.
    func openForAppend() throws(StorageFailure) {
        close()
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StorageFailure(operation: "open", path: path, errno: errno) }
        descriptor = fd
        var status = stat()
        size = fstat(fd, &status) == 0 ? Int(status.st_size) : 0
    }

    /// Writes `bytes` with one `write(2)` (looping only on a short write), then `fsync` when configured.
    func append(_ bytes: [UInt8]) throws(StorageFailure) {
        if descriptor < 0 { try openForAppend() }
        let failedErrno = bytes.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failedErrno { throw StorageFailure(operation: "write", path: path, errno: failedErrno) }
        size += bytes.count
        if syncEachWrite, fsync(descriptor) != 0 { throw StorageFailure(operation: "fsync", path: path, errno: errno) }
    }

    /// Replaces the file with `bytes` atomically: write a sibling, `fsync` it, rename it over the log.
    /// A crash at any point leaves either the old log or the new one, never a mixture.
    func replace(with bytes: [UInt8]) throws(StorageFailure) {
        let temporary = path + ".compacting"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StorageFailure(operation: "open", path: temporary, errno: errno) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                let failure = StorageFailure(operation: "write", path: temporary, errno: errno)
                _ = closeDescriptor(fd)
                throw failure
            }
            offset += written
        }
        _ = fsync(fd)
        _ = closeDescriptor(fd)
        guard rename(temporary, path) == 0 else { throw StorageFailure(operation: "rename", path: path, errno: errno) }
        try openForAppend()
    }

    func close() {
        if descriptor >= 0 { _ = closeDescriptor(descriptor) }
        descriptor = -1
    }
}

/// A failed system call on the storage directory, kept as a value so it can be reported and counted.
public struct StorageFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public var operation: String
    public var path: String
    public var errno: Int32

    public var description: String { "\(operation) \(path): \(String(cString: strerror(errno)))" }
}

/// `close(2)`, named so it does not collide with the methods called `close`.
@inline(__always) func closeDescriptor(_ fd: Int32) -> Int32 {
    #if canImport(Darwin)
        return Darwin.close(fd)
    #elseif canImport(Musl)
        return Musl.close(fd)
    #else
        return Glibc.close(fd)
    #endif
}
