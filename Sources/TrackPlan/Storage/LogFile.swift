import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The log on disk: numbered generations `events.<n>.log` in the storage directory, the highest one open for
/// appending. Compaction writes generation n+1 and then deletes the older ones; no file is ever rewritten in
/// place or renamed over (on ext4 a rename over a file forces a flush). A crash between the two steps leaves
/// both, and reading every generation in order yields the same queue as reading the newest alone.
///
/// On Linux a regular file is appended to through a shared memory mapping (`MappedLogRegion`): a copy, no system
/// call. Elsewhere, and for files that cannot be mapped, each `append` is one `write(2)` of complete frames.
/// Either way, once `append` returns the bytes are in the kernel's page cache, which survives the death of the
/// process (`kill -9`, a crash) but not a power loss or kernel panic. `syncEachWrite` uses `write(2)` plus an
/// `fsync(2)` per append (and per compaction) for that stronger promise, at a large cost.
final class LogFile {
    let directory: String
    let syncEachWrite: Bool
    private(set) var generation = 0
    /// The oldest generation that may still exist (compaction deletes from here up to the previous one).
    private var oldestGeneration = 0
    private var descriptor: Int32 = -1
    /// Bytes of records in the current generation (a mapped file is longer: its tail is preallocated zeros).
    private(set) var size = 0
    #if os(Linux)
        private var region: MappedLogRegion?
    #endif

    init(directory: String, syncEachWrite: Bool) {
        self.directory = directory
        self.syncEachWrite = syncEachWrite
    }

    deinit { close() }

    var path: String { Self.path(directory, max(generation, 1)) }

    static func path(_ directory: String, _ generation: Int) -> String { "\(directory)/events.\(generation).log" }

    /// Every generation's bytes, oldest first; remembers the newest generation number.
    func readAll() throws(StorageFailure) -> [[UInt8]] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let generations = names.compactMap { name -> Int? in
            guard name.hasPrefix("events."), name.hasSuffix(".log") else { return nil }
            return Int(name.dropFirst(7).dropLast(4))
        }.sorted()
        generation = generations.last ?? 0
        oldestGeneration = generations.first ?? 0
        var files: [[UInt8]] = []
        for number in generations { files.append(try Self.read(Self.path(directory, number))) }
        return files
    }

    /// Opens the current generation for appending after the `size` bytes of records already in it.
    func openForAppend(size: Int) throws(StorageFailure) {
        close()
        generation = max(generation, 1)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StorageFailure(operation: "open", path: path, errno: errno) }
        try adopt(fd, size: size)
    }

    /// Appends `bytes`: a copy into the mapping, or one `write(2)` then `fsync` when configured.
    func append(_ bytes: [UInt8]) throws(StorageFailure) {
        if descriptor < 0 { try openForAppend(size: 0) }
        #if os(Linux)
            if let region {
                let failure = bytes.withUnsafeBytes { buffer -> StorageFailure? in
                    do throws(StorageFailure) { try region.append(buffer) } catch { return error }
                    return nil
                }
                if let failure { throw failure }
                size = region.end
                return
            }
        #endif
        if let failed = Self.writeAll(descriptor, bytes) { throw StorageFailure(operation: "write", path: path, errno: failed) }
        size += bytes.count
        if syncEachWrite, fsync(descriptor) != 0 { throw StorageFailure(operation: "fsync", path: path, errno: errno) }
    }

    /// Starts a new generation holding exactly `bytes`, then deletes the older generations.
    func replace(with bytes: [UInt8]) throws(StorageFailure) {
        close()
        let previous = generation
        generation += 1
        let fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StorageFailure(operation: "open", path: path, errno: errno) }
        if let failed = Self.writeAll(fd, bytes) {
            _ = closeDescriptor(fd)
            throw StorageFailure(operation: "write", path: path, errno: failed)
        }
        if syncEachWrite { _ = fsync(fd) }
        try adopt(fd, size: bytes.count)
        for old in oldestGeneration...max(previous, oldestGeneration) { _ = unlink(Self.path(directory, old)) }
        oldestGeneration = generation
    }

    func close() {
        #if os(Linux)
            region = nil
        #endif
        if descriptor >= 0 { _ = closeDescriptor(descriptor) }
        descriptor = -1
    }

    private func adopt(_ fd: Int32, size: Int) throws(StorageFailure) {
        descriptor = fd
        self.size = size
        var status = stat()
        let isRegular = fstat(fd, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        #if os(Linux)
            if isRegular && !syncEachWrite {
                region = try MappedLogRegion(descriptor: fd, path: path, end: size)
                return
            }
        #endif
        if isRegular { _ = ftruncate(fd, off_t(size)) }
        _ = lseek(fd, 0, SEEK_END)
    }

    /// `write(2)` until done; the `errno` of a failure, or nil.
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// A file's bytes; empty when it is not a regular file (a device, as in tests of a full disk).
    private static func read(_ path: String) throws(StorageFailure) -> [UInt8] {
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
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw StorageFailure(operation: "read", path: path, errno: errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
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

/// `read(2)`, named so it does not collide with the methods called `read`.
@inline(__always) func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
        return Darwin.read(fd, buffer, count)
    #elseif canImport(Musl)
        return Musl.read(fd, buffer, count)
    #else
        return Glibc.read(fd, buffer, count)
    #endif
}
