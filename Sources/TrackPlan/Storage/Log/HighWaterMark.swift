#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `queue.state` beside the log: the highest sequence number the store has handed out, recorded on every append
/// (durable or held), so a restart after any crash knows which numbers were used and how many events a log cut
/// short (truncated, deleted) while the app was not running has lost.
///
/// The file is mapped (`MAP_SHARED`) and written with two stores per append, like the log's own records: the
/// bytes are in the page cache at once and survive `kill -9`; no system call runs on `track`. Two 16-byte slots,
/// chosen by the sequence's parity, each hold the sequence and its bitwise complement: a slot whose two words do
/// not match (a write cut by a crash) is ignored and the other slot, one append older, is used. The previous
/// format (12 bytes: the sequence and its CRC-32) is still read.
final class HighWaterMark {
    static let fileSize = 32
    let path: String
    private var descriptor: Int32 = -1
    private var words: UnsafeMutablePointer<UInt64>?

    init(directory: String) {
        path = directory + "/queue.state"
    }

    deinit { close() }

    /// The highest sequence recorded, or 0 when the file is missing or damaged.
    func read() -> UInt64 {
        guard case .success(let bytes) = SystemCalls.readFile(path) else { return 0 }
        return bytes.withUnsafeBytes { buffer -> UInt64 in
            func word(_ index: Int) -> UInt64 { buffer.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self).littleEndian }
            switch buffer.count {
            case 12:
                let checksum = buffer.loadUnaligned(fromByteOffset: 8, as: UInt32.self).littleEndian
                return CRC32.checksum(UnsafeRawBufferPointer(rebasing: buffer[0..<8])) == checksum ? word(0) : 0
            case Self.fileSize:
                return [0, 2].filter { word($0) == ~word($0 + 1) }.map { word($0) }.max() ?? 0
            default:
                return 0
            }
        }
    }

    /// Opens the file for recording and records `sequence` in both slots. When the file cannot be created or
    /// mapped (a read-only directory, a full disk), nothing is recorded: the restart then relies on the log and
    /// `queue.control` alone.
    func open(recording sequence: UInt64) {
        close()
        let fd = SystemCalls.openFile(path, O_RDWR | O_CREAT | O_CLOEXEC)
        guard fd >= 0 else { return }
        #if TRACKPLAN_CRASH_POINTS
            CrashPoint.reached("queue.state open")
        #endif
        guard ftruncate(fd, off_t(Self.fileSize)) == 0,
            let mapped = mmap(nil, Self.fileSize, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), mapped != MAP_FAILED
        else {
            SystemCalls.close(fd)
            return
        }
        descriptor = fd
        words = mapped.bindMemory(to: UInt64.self, capacity: 4)
        for slot in [0, 2] {
            words![slot] = sequence.littleEndian
            words![slot + 1] = (~sequence).littleEndian
        }
    }

    /// Records that `sequence` was handed out: two stores into the mapped page.
    @inline(__always) func record(_ sequence: UInt64) {
        guard let words else { return }
        let slot = Int(sequence & 1) * 2
        words[slot] = sequence.littleEndian
        words[slot + 1] = (~sequence).littleEndian
    }

    func close() {
        if let words { munmap(UnsafeMutableRawPointer(words), Self.fileSize) }
        words = nil
        if descriptor >= 0 { SystemCalls.close(descriptor) }
        descriptor = -1
    }
}
