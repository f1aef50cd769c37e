import Foundation

/// One file of the log, `events.<number>.log`: records appended at `end`, the file allocated whole ahead of them.
///
/// On Linux a regular file is appended to through a shared mapping (`MAP_SHARED`): a copy, no system call, and the
/// bytes are in the page cache at once, so they survive the death of the process as a `write(2)` would. The
/// mapping is made once, `capacity` bytes long, when the segment opens; the file is allocated under it with one
/// `posix_fallocate` of the whole capacity at the first record (in `growthStep` steps on a disk that cannot take
/// it), so the mapping never moves (no remap that could fail half way) and a full disk is an error returned by the
/// allocation, never a `SIGBUS` on a page past the end of the file. Records are formed in place in the mapping
/// (`append(count:keepingReserve:_:)`), and `PageFaulter` faults the pages ahead of `end` in on its own thread (and
/// later drops the written ones from the process's memory), so an append neither copies a record twice nor waits
/// for a page fault. The mapping is marked `MADV_RANDOM`: a first fault in a freshly allocated range would
/// otherwise read around it (up to the disk's read-ahead, megabytes of zeroed pages locked at once), and a `track`
/// that reaches one of those pages waits for all of them.
/// Elsewhere, and with `syncEachWrite`, each append is one `pwrite(2)` (plus `fsync(2)` when asked).
///
/// The last `controlReserve` bytes the file has are kept for the small records that move batches along (pending,
/// watermark): when the disk is full, events stop being written but batches can still be recorded and sent.
final class LogSegment {
    /// How much the file grows at a time when the disk cannot take the whole segment at once; a step that does not
    /// fit either is retried with just the bytes needed.
    static let growthStep = 256 << 10
    /// A segment rolls over to the next one beyond this size (unless a single record is larger): 4 MiB, so a
    /// roll-over (a file created, mapped and allocated, about 100 us) comes once in about 6,000 events of 700 bytes.
    /// The crash-point test's scripts set it smaller (`TRACKPLAN_CRASH_SEGMENT_BYTES`, with the `CrashPoints` trait only) so a few
    /// large events roll over.
    #if TRACKPLAN_CRASH_POINTS
        static let capacityLimit = getenv("TRACKPLAN_CRASH_SEGMENT_BYTES").flatMap { Int(String(cString: $0)) } ?? 4 << 20
    #else
        static let capacityLimit = 4 << 20
    #endif
    /// Bytes at the end of the allocated file that only control records may use.
    static let controlReserve = 4 << 10

    let number: Int
    let path: String
    private var descriptor: Int32
    private let syncEachWrite: Bool
    /// The fields below are unchecked: the store's lock already makes every access exclusive (the runtime's dynamic
    /// check would cost each append a pair of calls per access). `mapping` is also read by `PageFaulter`'s thread,
    /// with `PageFaulter.mappingLock` held, which `seal` holds to unmap it.
    @exclusivity(unchecked) private var mapping: UnsafeMutableRawPointer?
    /// Most bytes this segment will hold (the mapping's length when mapped).
    let capacity: Int
    /// Bytes of the file known to exist (allocated) past which nothing is written before growing.
    @exclusivity(unchecked) private var allocated: Int
    /// Where the next record goes.
    @exclusivity(unchecked) private(set) var end: Int
    /// The end of the pages asked of `PageFaulter` so far, and the cursor position at which to ask for more (past
    /// the file's end until it grows: only pages the file has may be asked for).
    @exclusivity(unchecked) private var faultedThrough = 0
    @exclusivity(unchecked) private var nextFaultRequest = 0
    /// Where unmapped appends form their record before writing it.
    private var staging: [UInt8] = []
    /// The highest event sequence in this segment, 0 when it holds none: it may be deleted once the queue's
    /// watermark passes it.
    var lastEventSequence: UInt64 = 0

    private init(number: Int, path: String, descriptor: Int32, end: Int, capacity: Int, syncEachWrite: Bool) {
        self.number = number
        self.path = path
        self.descriptor = descriptor
        self.end = end
        self.capacity = capacity
        self.syncEachWrite = syncEachWrite
        allocated = max(end, SystemCalls.size(descriptor) ?? end)
    }

    deinit { close() }

    static func path(_ directory: String, _ number: Int) -> String { "\(directory)/events.\(number).log" }

    /// Creates (or reopens, after a crash) segment `number` for appending after its `end` bytes of records. Bytes
    /// between `end` and `dirtyEnd` (a torn record) are zeroed first. `minimumCapacity` makes room for a record
    /// larger than the usual capacity.
    static func openForAppend(
        directory: String, number: Int, end: Int = 0, dirtyEnd: Int = 0, minimumCapacity: Int = 0, syncEachWrite: Bool
    ) throws(StorageFailure) -> LogSegment {
        let path = path(directory, number)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StorageFailure(operation: "open", path: path, errno: errno) }
        let existing = SystemCalls.size(fd) ?? 0
        let capacity = roundUp(max(capacityLimit, existing, minimumCapacity + controlReserve), to: growthStep)
        let segment = LogSegment(number: number, path: path, descriptor: fd, end: end, capacity: capacity, syncEachWrite: syncEachWrite)
        #if os(Linux)
            if !syncEachWrite && SystemCalls.isRegularFile(fd) {
                guard let mapped = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), mapped != MAP_FAILED else {
                    throw StorageFailure(operation: "mmap", path: path, errno: errno)
                }
                // No read-around on a fault: see the type's comment. Advice only: a failure changes no byte.
                _ = madvise(mapped, capacity, MADV_RANDOM)
                segment.mapping = mapped
            }
        #endif
        if dirtyEnd > end { try segment.zero(from: end, to: min(dirtyEnd, segment.allocated)) }
        return segment
    }

    /// Opens segment `number` for reading back only (the directory or the file refuses writes): it is never
    /// appended to, but its events can still be sent.
    static func openForReading(directory: String, number: Int) -> LogSegment? {
        let path = path(directory, number)
        let fd = SystemCalls.openFile(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        let size = SystemCalls.size(fd) ?? 0
        return LogSegment(number: number, path: path, descriptor: fd, end: size, capacity: size, syncEachWrite: false)
    }

    /// Whether a record of `count` bytes belongs here; false means roll over to a new segment.
    func fits(_ count: Int, keepingReserve: Bool) -> Bool {
        end + count + (keepingReserve ? Self.controlReserve : 0) <= capacity
    }

    /// Appends a record of `count` bytes that `write` forms at the address it is given, and returns the offset it
    /// starts at. Mapped, that address is the record's place in the mapping (no copy in between); otherwise a
    /// staging buffer written with `pwrite(2)`. Events keep `controlReserve` bytes free behind them.
    @discardableResult @inline(__always)
    func append(count: Int, keepingReserve: Bool, _ write: (UnsafeMutableRawPointer) -> Void) throws(StorageFailure) -> Int {
        let offset = end
        if let destination = try reserve(count: count, keepingReserve: keepingReserve) {
            write(destination)
            commit(count: count)
            return offset
        }
        try appendStaged(count: count, write)
        return offset
    }

    /// Makes room for a record of `count` bytes at `end` (growing the file when needed) and returns where to form
    /// it in the mapping; nil when the segment is not mapped (`append` then stages and writes it). Nothing is
    /// appended until `commit`: the caller forms the record, then commits it.
    @inline(__always)
    func reserve(count: Int, keepingReserve: Bool) throws(StorageFailure) -> UnsafeMutableRawPointer? {
        let needed = end + count + (keepingReserve ? Self.controlReserve : 0)
        if needed > allocated { try grow(toAtLeast: needed) }
        return mapping.map { $0 + end }
    }

    /// Appends the `count` bytes formed where `reserve` said: the record is in the mapping already, so it is
    /// durable (in the page cache) from its last store on; this moves `end` past it. The crash-point hook stands for
    /// the write: a crash there undoes the record, or only its second half when torn (what lies past `end` is zeros).
    @inline(__always)
    func commit(count: Int) {
        #if TRACKPLAN_CRASH_POINTS
            if let mapping {
                let destination = mapping + end
                CrashPoint.reached(
                    "log append", undoing: { destination.initializeMemory(as: UInt8.self, repeating: 0, count: count) },
                    tearing: { (destination + count / 2).initializeMemory(as: UInt8.self, repeating: 0, count: count - count / 2) })
            }
        #endif
        end += count
        if end >= nextFaultRequest { requestFaults() }
    }

    /// `append` for bytes already formed.
    @discardableResult
    func append(_ bytes: [UInt8], keepingReserve: Bool) throws(StorageFailure) -> Int {
        let result = bytes.withUnsafeBytes { buffer -> Result<Int, StorageFailure> in
            do throws(StorageFailure) {
                return .success(
                    try append(count: buffer.count, keepingReserve: keepingReserve) {
                        $0.copyMemory(from: buffer.baseAddress!, byteCount: buffer.count)
                    })
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The unmapped append: the record is formed in `staging`, then written at `end` (and synced when asked).
    private func appendStaged(count: Int, _ write: (UnsafeMutableRawPointer) -> Void) throws(StorageFailure) {
        if staging.count < count { staging = [UInt8](repeating: 0, count: count) }
        let offset = end
        let failed = staging.withUnsafeMutableBytes { buffer -> Int32? in
            write(buffer.baseAddress!)
            let record = UnsafeRawBufferPointer(rebasing: buffer.prefix(count))
            #if TRACKPLAN_CRASH_POINTS
                CrashPoint.reached("log append") {
                    _ = SystemCalls.writeAll(descriptor, UnsafeRawBufferPointer(rebasing: record.prefix(count / 2)), at: offset)
                }
            #endif
            return SystemCalls.writeAll(descriptor, record, at: offset)
        }
        if let failed { throw StorageFailure(operation: "write", path: path, errno: failed) }
        if syncEachWrite {
            #if TRACKPLAN_CRASH_POINTS
                CrashPoint.reached("log append fsync")
            #endif
            if fsync(descriptor) != 0 { throw StorageFailure(operation: "fsync", path: path, errno: errno) }
        }
        end += count
    }

    /// Replaces bytes already written (an erased record over a purged one), with `pwrite(2)`: the mapping, when
    /// there is one, shares the file's pages, so it sees the new bytes too.
    func overwrite(_ bytes: [UInt8], at offset: Int) throws(StorageFailure) {
        guard offset + bytes.count <= end else { throw StorageFailure(operation: "overwrite", path: path, errno: EINVAL) }
        #if TRACKPLAN_CRASH_POINTS
            CrashPoint.reached("log erase") { _ = bytes.prefix(bytes.count / 2).withUnsafeBytes { SystemCalls.writeAll(descriptor, $0, at: offset) } }
        #endif
        if let failed = bytes.withUnsafeBytes({ SystemCalls.writeAll(descriptor, $0, at: offset) }) {
            throw StorageFailure(operation: "write", path: path, errno: failed)
        }
    }

    /// Makes what was written durable (`fsync(2)`).
    func sync() throws(StorageFailure) {
        #if TRACKPLAN_CRASH_POINTS
            CrashPoint.reached("log sync")
        #endif
        if fsync(descriptor) != 0 { throw StorageFailure(operation: "fsync", path: path, errno: errno) }
    }

    /// Reads `count` bytes at `offset` back with `pread(2)` (never through the mapping, so a file cut short
    /// underneath is a failed read, not a `SIGBUS`).
    func read(offset: Int, count: Int) -> [UInt8]? {
        SystemCalls.read(descriptor, count: count, at: offset)
    }

    /// Empties the segment in place (`ftruncate` to 0) so its space is reused: only when nothing in it is live.
    func reset() {
        #if TRACKPLAN_CRASH_POINTS
            CrashPoint.reached("segment empty")
        #endif
        guard ftruncate(descriptor, 0) == 0 else { return }
        end = 0
        allocated = 0
        faultedThrough = 0
        nextFaultRequest = 0
        lastEventSequence = 0
    }

    /// Ends appending: the mapping is given up (never touched through this segment again), and `PageFaulter`'s
    /// thread unmaps it, so its pages leave the process's resident memory off the caller's time (nothing durable
    /// depends on it: the bytes are in the page cache); the staging buffer goes. Reads still work.
    func seal() {
        let unmapped = PageFaulter.mappingLock.withLock { () -> UnsafeMutableRawPointer? in
            defer { mapping = nil }
            return mapping
        }
        if let unmapped { PageFaulter.shared.unmap(unmapped, count: capacity) }
        staging = []
    }

    /// Asks `PageFaulter` for the pages of the file from the cursor up to `PageFaulter.window` bytes past it, and
    /// to drop the pages written before the cursor from the process's memory.
    private func requestFaults() {
        let start = max(faultedThrough, Self.roundUp(end, to: Self.pageSize))
        let fileEnd = allocated / Self.pageSize * Self.pageSize
        let stop = min(fileEnd, Self.roundUp(end + PageFaulter.window, to: Self.pageSize))
        nextFaultRequest = stop == fileEnd ? Int.max : stop - PageFaulter.lead
        guard stop > start else { return }
        faultedThrough = stop
        PageFaulter.shared.request(self, from: start, to: stop, releasingBelow: end / Self.pageSize * Self.pageSize)
    }

    /// Populates the mapping's pages `start..<stop` (on `PageFaulter`'s thread), in chunks, each with the mapping
    /// lock held (the descriptor is open while the mapping is there): read into the page cache at once, then mapped
    /// writable. Stops once the segment is sealed. Failures only mean the pages fault on first write.
    func populate(from start: Int, to stop: Int) {
        #if os(Linux)
            var offset = start
            while offset < stop {
                let count = min(PageFaulter.chunk, stop - offset)
                let sealed = PageFaulter.mappingLock.withLock { () -> Bool in
                    guard let mapping else { return true }
                    _ = posix_fadvise(descriptor, off_t(offset), off_t(count), POSIX_FADV_WILLNEED)
                    _ = madvise(mapping + offset, count, PageFaulter.populateWrite)
                    return false
                }
                if sealed { return }
                offset += count
            }
        #endif
    }

    /// Drops the mapping's pages below `written` from the process's resident memory (on `PageFaulter`'s thread):
    /// `MADV_DONTNEED` on a shared file mapping only unmaps them; the bytes stay in the page cache and reach the file
    /// as usual, and a page touched again is faulted back in with them. So a segment costs about a window of
    /// resident memory, not its capacity.
    func release(below written: Int) {
        #if os(Linux)
            guard written > 0 else { return }
            PageFaulter.mappingLock.withLock {
                guard let mapping else { return }
                _ = madvise(mapping, written, MADV_DONTNEED)
            }
        #endif
    }

    func close() {
        seal()
        if descriptor >= 0 { SystemCalls.close(descriptor) }
        descriptor = -1
    }

    /// Allocates the file up to `capacity` (usually once, at the segment's first record); when the disk cannot take
    /// that, one `growthStep` past what is needed, and then just the bytes needed, so a nearly full disk still takes
    /// events.
    private func grow(toAtLeast needed: Int) throws(StorageFailure) {
        guard needed <= capacity else { throw StorageFailure(operation: "append", path: path, errno: EFBIG) }
        #if os(Linux)
            guard SystemCalls.isRegularFile(descriptor) else { return }
            #if TRACKPLAN_CRASH_POINTS
                CrashPoint.reached("segment grow")
            #endif
            var result = allocate(through: capacity)
            let step = min(capacity, Self.roundUp(needed, to: Self.growthStep))
            if result == ENOSPC && step < capacity { result = allocate(through: step) }
            if result == ENOSPC && needed < step { result = allocate(through: needed) }
            guard result == 0 else { throw StorageFailure(operation: "fallocate", path: path, errno: result) }
            nextFaultRequest = end  // the new pages may be asked for
        #else
            allocated = needed
        #endif
    }

    #if os(Linux)
        /// `posix_fallocate` of the file's bytes `allocated..<target` (through `DiskQuota` with the `CrashPoints` trait); 0 or the `errno`.
        private func allocate(through target: Int) -> Int32 {
            #if TRACKPLAN_CRASH_POINTS
                let result = DiskQuota.allocate(descriptor, at: allocated, count: target - allocated, path: path)
            #else
                let result = posix_fallocate(descriptor, off_t(allocated), off_t(target - allocated))
            #endif
            if result == 0 { allocated = target }
            return result
        }
    #endif

    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    private func zero(from start: Int, to stop: Int) throws(StorageFailure) {
        guard stop > start else { return }
        #if TRACKPLAN_CRASH_POINTS
            CrashPoint.reached("segment zero torn tail")
        #endif
        if let mapping {
            (mapping + start).initializeMemory(as: UInt8.self, repeating: 0, count: stop - start)
            return
        }
        let zeros = [UInt8](repeating: 0, count: stop - start)
        if let failed = zeros.withUnsafeBytes({ SystemCalls.writeAll(descriptor, $0, at: start) }) {
            throw StorageFailure(operation: "write", path: path, errno: failed)
        }
    }

    static func roundUp(_ value: Int, to step: Int) -> Int { (value + step - 1) / step * step }
}
