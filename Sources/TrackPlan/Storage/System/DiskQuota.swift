#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if os(Linux) && TRACKPLAN_CRASH_POINTS
    /// The crash-point test's full disk: the allocation a segment's growth makes, refused with `ENOSPC` as a real
    /// full disk refuses it once the store directory would hold more than `TRACKPLAN_CRASH_DISK_BYTES` bytes
    /// (allocated blocks of its files, counted at each call), so a scripted run reaches the full-disk path (held
    /// events, compaction, write-back) and every durable write on it is a crash point.
    ///
    /// Only with the package trait `CrashPoints` (`TRACKPLAN_CRASH_POINTS`); without it this file compiles to nothing and
    /// `LogSegment` calls `posix_fallocate` itself.
    enum DiskQuota {
        private static let limit: Int? = getenv("TRACKPLAN_CRASH_DISK_BYTES").flatMap { Int(String(cString: $0)) }

        /// `posix_fallocate(descriptor, offset, count)` for the file at `path`, or `ENOSPC` past the quota.
        static func allocate(_ descriptor: Int32, at offset: Int, count: Int, path: String) -> Int32 {
            if let limit, used(in: directory(of: path)) + grown(descriptor, to: offset + count) > limit { return ENOSPC }
            return posix_fallocate(descriptor, off_t(offset), off_t(count))
        }

        private static func directory(of path: String) -> String {
            guard let slash = path.lastIndex(of: "/") else { return "." }
            return String(path[..<slash])
        }

        /// Bytes the file at `descriptor` would gain if allocated up to `end`.
        private static func grown(_ descriptor: Int32, to end: Int) -> Int {
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { return end }
            return max(0, end - Int(status.st_blocks) * 512)
        }

        /// Allocated bytes of the regular files directly in `directory`.
        private static func used(in directory: String) -> Int {
            guard let stream = opendir(directory) else { return 0 }
            defer { closedir(stream) }
            var total = 0
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                var status = stat()
                if stat(directory + "/" + name, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG {
                    total += Int(status.st_blocks) * 512
                }
            }
            return total
        }
    }
#endif
