#if os(Linux)
    import Glibc

    /// The log file mapped into memory (`MAP_SHARED`) for appending without a system call.
    ///
    /// Bytes copied into a shared mapping are in the kernel's page cache at once: they survive the death of the
    /// process exactly as a `write(2)` would. The file is grown with `posix_fallocate` before the mapping covers
    /// it, so a full disk is an error returned here, never a `SIGBUS` when a page is first touched.
    /// The bytes past `end` are zeros; the log reader stops at a zero tail.
    final class MappedLogRegion {
        static let minimumCapacity = 1 << 20
        private let descriptor: Int32
        private let path: String
        private var base: UnsafeMutableRawPointer
        private(set) var capacity: Int
        /// Where the next record goes (the log's logical size).
        private(set) var end: Int

        /// Maps `descriptor` (opened read-write) with room for at least `end + minimumCapacity` bytes.
        init(descriptor: Int32, path: String, end: Int) throws(StorageFailure) {
            self.descriptor = descriptor
            self.path = path
            self.end = end
            capacity = 0
            base = UnsafeMutableRawPointer(bitPattern: 1)!
            try map(capacity: Self.capacity(for: end + Self.minimumCapacity / 2))
        }

        deinit { munmap(base, capacity) }

        func append(_ bytes: UnsafeRawBufferPointer) throws(StorageFailure) {
            if end + bytes.count > capacity {
                munmap(base, capacity)
                try map(capacity: Self.capacity(for: end + bytes.count))
            }
            (base + end).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
            end += bytes.count
        }

        private func map(capacity wanted: Int) throws(StorageFailure) {
            let result = posix_fallocate(descriptor, 0, off_t(wanted))
            guard result == 0 else { throw StorageFailure(operation: "fallocate", path: path, errno: result) }
            guard let mapped = mmap(nil, wanted, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), mapped != MAP_FAILED
            else { throw StorageFailure(operation: "mmap", path: path, errno: errno) }
            base = mapped
            capacity = wanted
        }

        private static func capacity(for bytes: Int) -> Int {
            var capacity = minimumCapacity
            while capacity < bytes { capacity *= 2 }
            return capacity
        }
    }
#endif
