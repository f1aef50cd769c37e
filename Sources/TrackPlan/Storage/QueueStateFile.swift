#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `queue.state` beside the log: the last sequence number written to the log, saved when a segment rolls over,
/// when the store opens and when it closes. Replay compares it with the events it finds, so a log cut short
/// while the app was not running (truncated, deleted) is counted in events instead of vanishing unnoticed.
/// Twelve bytes: the sequence (little-endian) and its CRC-32. A damaged or missing file is simply not used.
struct QueueStateFile {
    let path: String

    init(directory: String) {
        path = directory + "/queue.state"
    }

    /// The recorded last sequence, or 0 when the file is missing or damaged.
    func read() -> UInt64 {
        guard case .success(let bytes) = SystemCalls.readFile(path), bytes.count == 12 else { return 0 }
        return bytes.withUnsafeBytes { buffer in
            let sequence = buffer.loadUnaligned(fromByteOffset: 0, as: UInt64.self).littleEndian
            let checksum = buffer.loadUnaligned(fromByteOffset: 8, as: UInt32.self).littleEndian
            return CRC32.checksum(UnsafeRawBufferPointer(rebasing: buffer[0..<8])) == checksum ? sequence : 0
        }
    }

    /// Records `sequence`; best effort (a failure only weakens the truncation count).
    func write(_ sequence: UInt64) {
        var bytes: [UInt8] = []
        bytes.appendLittleEndian(sequence)
        bytes.appendLittleEndian(CRC32.checksum(bytes))
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        _ = bytes.withUnsafeBytes { SystemCalls.writeAll(fd, $0, at: 0) }
        SystemCalls.close(fd)
    }
}
