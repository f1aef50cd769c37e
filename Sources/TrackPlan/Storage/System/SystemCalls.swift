#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin wrappers over the POSIX calls the log uses, named so they do not collide with methods (`close`, `read`)
/// and retried on `EINTR`. Each returns the `errno` of a failure, or nil.
enum SystemCalls {
    @inline(__always) static func close(_ fd: Int32) {
        #if canImport(Darwin)
            _ = Darwin.close(fd)
        #elseif canImport(Musl)
            _ = Musl.close(fd)
        #else
            _ = Glibc.close(fd)
        #endif
    }

    /// Faults in the whole pages of `bytes` writable (`madvise(MADV_POPULATE_WRITE)`, Linux 5.14), changing no byte:
    /// memory the caller owns and will write soon. Elsewhere, or when the call fails, the pages fault on first write.
    static func populate(_ bytes: UnsafeRawBufferPointer) {
        #if os(Linux)
            guard let base = bytes.baseAddress else { return }
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let start = (Int(bitPattern: base) + page - 1) / page * page
            let stop = (Int(bitPattern: base) + bytes.count) / page * page
            guard stop > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
            _ = madvise(pointer, stop - start, PageFaulter.populateWrite)
        #endif
    }

    /// `open(2)`, named so it does not collide with methods called `open`.
    static func openFile(_ path: String, _ flags: Int32, _ mode: mode_t = 0o600) -> Int32 {
        open(path, flags, mode)
    }

    /// Replaces the file at `path` with `bytes`, atomically and readable by the owner only from its first byte: a
    /// fresh temporary file created with mode 0600 (`O_EXCL`), written, synced, then renamed over `path`. A
    /// `kill -9` leaves the old file or the new one, never a mix, and the bytes are never in a file others can read.
    static func replaceFile(_ path: String, with bytes: [UInt8]) -> Int32? {
        let temporary = path + ".tmp"
        #if TRACKPLAN_CRASH_POINTS
            CrashPoint.reached("file replace")
        #endif
        unlink(temporary)  // a leftover of a crash, whatever its mode
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return errno }
        var failure = bytes.withUnsafeBytes { writeAll(fd, $0, at: 0) }
        if failure == nil, fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if failure != nil { unlink(temporary) }
        return failure
    }

    /// `pwrite(2)` until every byte is written.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) -> Int32? {
        var done = 0
        while done < bytes.count {
            let written = pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            done += written
        }
        return nil
    }

    /// `pread(2)` of exactly `count` bytes at `offset`; nil when the file is shorter or the read fails.
    static func read(_ fd: Int32, count: Int, at offset: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        let complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
            var done = 0
            while done < count {
                let got = pread(fd, buffer.baseAddress! + done, count - done, off_t(offset + done))
                if got < 0 && errno == EINTR { continue }
                if got <= 0 { return false }
                done += got
            }
            return true
        }
        return complete ? bytes : nil
    }

    /// A whole regular file's bytes (empty for anything else, such as `/dev/full` in tests), or the failure.
    static func readFile(_ path: String) -> Result<[UInt8], StorageFailure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            return errno == ENOENT ? .success([]) : .failure(StorageFailure(operation: "open", path: path, errno: errno))
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return .success([]) }
        guard let bytes = read(fd, count: Int(status.st_size), at: 0) else {
            return .failure(StorageFailure(operation: "read", path: path, errno: errno == 0 ? EIO : errno))
        }
        return .success(bytes)
    }

    /// The size of an open file, or nil.
    static func size(_ fd: Int32) -> Int? {
        var status = stat()
        guard fstat(fd, &status) == 0 else { return nil }
        return Int(status.st_size)
    }

    static func isRegularFile(_ fd: Int32) -> Bool {
        var status = stat()
        return fstat(fd, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }
}
