#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `queue.control` beside the log: the watermark and the pending batch, overwritten in place instead of appended.
///
/// Rewriting a few bytes the file already has needs no new space, so batches can be recorded, sent and finished
/// however full the disk is, and delivering them is what frees it (segments below the watermark are deleted).
/// Two 256-byte slots are written in turn, each with a generation number and a CRC-32; the valid slot with the
/// higher generation is the state. A write torn by a crash leaves the other slot, the state before it: a batch
/// recorded as pending is then re-sent under the same key (the collector recognises it), and a batch whose pending
/// record was torn was never sent.
final class ControlFile {
    struct State: Equatable {
        var removedThrough: UInt64
        var pending: (first: UInt64, last: UInt64, key: String)?

        static func == (lhs: State, rhs: State) -> Bool {
            lhs.removedThrough == rhs.removedThrough && lhs.pending?.first == rhs.pending?.first
                && lhs.pending?.last == rhs.pending?.last && lhs.pending?.key == rhs.pending?.key
        }
    }

    static let slotSize = 256
    /// Longest idempotency key kept (the runtime mints 36-byte UUIDs).
    private static let maxKeyBytes = 200
    let path: String
    private var descriptor: Int32 = -1
    private var generation: UInt64 = 0

    init(directory: String) {
        path = directory + "/queue.control"
    }

    deinit { close() }

    /// The state last written, or nil when the file is missing or both slots are damaged.
    func read() -> State? {
        guard case .success(let bytes) = SystemCalls.readFile(path), bytes.count >= 2 * Self.slotSize else { return nil }
        let slots = [0, 1].compactMap { Self.decode(Array(bytes[($0 * Self.slotSize)..<(($0 + 1) * Self.slotSize)])) }
        guard let newest = slots.max(by: { $0.generation < $1.generation }) else { return nil }
        generation = newest.generation
        return newest.state
    }

    /// Creates the file (two slots, allocated once) holding `state`.
    func open(state: State) throws(StorageFailure) {
        let fd = SystemCalls.openFile(path, O_RDWR | O_CREAT | O_CLOEXEC)
        guard fd >= 0 else { throw StorageFailure(operation: "open", path: path, errno: errno) }
        #if TRACKPLAN_CRASH_POINTS
            CrashPoint.reached("control create")
        #endif
        descriptor = fd
        #if os(Linux)
            let result = posix_fallocate(fd, 0, off_t(2 * Self.slotSize))
            guard result == 0 else { throw StorageFailure(operation: "fallocate", path: path, errno: result) }
        #endif
        try write(state)
        try write(state)  // both slots valid from the start
    }

    var isOpen: Bool { descriptor >= 0 }

    /// Overwrites the older slot with `state`.
    func write(_ state: State) throws(StorageFailure) {
        generation += 1
        let slot = Self.encode(state, generation: generation)
        let offset = Int(generation % 2) * Self.slotSize
        #if TRACKPLAN_CRASH_POINTS
            CrashPoint.reached("control write") {
                _ = slot.prefix(Self.slotSize / 2).withUnsafeBytes { SystemCalls.writeAll(descriptor, $0, at: offset) }
            }
        #endif
        if let failed = slot.withUnsafeBytes({ SystemCalls.writeAll(descriptor, $0, at: offset) }) {
            throw StorageFailure(operation: "write", path: path, errno: failed)
        }
    }

    func close() {
        if descriptor >= 0 { SystemCalls.close(descriptor) }
        descriptor = -1
    }

    private static func encode(_ state: State, generation: UInt64) -> [UInt8] {
        var body: [UInt8] = []
        body.appendLittleEndian(generation)
        body.appendLittleEndian(state.removedThrough)
        let key = Array((state.pending?.key ?? "").utf8.prefix(maxKeyBytes))
        body.append(state.pending == nil ? 0 : 1)
        body.appendLittleEndian(state.pending?.first ?? 0)
        body.appendLittleEndian(state.pending?.last ?? 0)
        body.appendLittleEndian(UInt16(key.count))
        body += key
        var slot: [UInt8] = []
        slot.appendLittleEndian(CRC32.checksum(body))
        slot += body
        slot += [UInt8](repeating: 0, count: slotSize - slot.count)
        return slot
    }

    private static func decode(_ slot: [UInt8]) -> (generation: UInt64, state: State)? {
        slot.withUnsafeBytes { buffer -> (UInt64, State)? in
            func word(_ offset: Int) -> UInt64 { buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian }
            let keyLength = Int(buffer.loadUnaligned(fromByteOffset: 37, as: UInt16.self).littleEndian)
            guard keyLength <= maxKeyBytes else { return nil }
            let body = UnsafeRawBufferPointer(rebasing: buffer[4..<(39 + keyLength)])
            guard CRC32.checksum(body) == buffer.loadUnaligned(as: UInt32.self).littleEndian, word(4) > 0 else { return nil }
            let key = String(decoding: UnsafeRawBufferPointer(rebasing: buffer[39..<(39 + keyLength)]), as: UTF8.self)
            let pending = buffer[20] == 1 ? (first: word(21), last: word(29), key: key) : nil
            return (word(4), State(removedThrough: word(12), pending: pending))
        }
    }
}
