/// The frame around every log record: `magic (2) | checksum (4) | length (4) | body (length bytes)`,
/// integers little-endian, the checksum covering the length field and the body. The magic is `0xA7` and a byte
/// naming the checksum (`FrameChecksum`: CRC-32C since the log-format change, CRC-32 before it).
///
/// The magic bytes let a reader that meets a damaged frame find the next one: it scans forward for the magic
/// and accepts the first position whose length and checksum hold.
enum RecordFrame {
    static let magic: UInt8 = 0xA7
    static let headerSize = 10
    /// A body larger than this is treated as damage, not as a record.
    static let maxBodySize = 16 << 20
    /// The largest envelope a record can carry: what the store accepts, so nothing written is refused on replay.
    static let maxEventBytes = maxBodySize - 17

    /// Appends one framed record to `buffer`; with `padding`, zeros after the body bring the frame to that many
    /// bytes (an erased record over the record it replaces).
    /// `checksum` is `FrameChecksum.current` except in tests that write what older builds wrote.
    static func append(_ record: LogRecord, padding: Int = 0, checksum kind: FrameChecksum = .current, to buffer: inout [UInt8]) {
        let start = buffer.count
        buffer.append(magic)
        buffer.append(kind.magic)
        buffer.appendLittleEndian(UInt32(0))  // checksum, filled in below
        buffer.appendLittleEndian(UInt32(0))  // length, filled in below
        record.appendBody(to: &buffer)
        if buffer.count - start < padding { buffer.append(contentsOf: repeatElement(0, count: padding - (buffer.count - start))) }
        let length = UInt32(buffer.count - start - headerSize)
        buffer.withUnsafeMutableBytes { frame in
            frame.storeBytes(of: length.littleEndian, toByteOffset: start + 6, as: UInt32.self)
            let checksum = kind.checksum(UnsafeRawBufferPointer(rebasing: frame[(start + 6)...]))
            frame.storeBytes(of: checksum.littleEndian, toByteOffset: start + 2, as: UInt32.self)
        }
    }

    /// A watermark record (`LogRecord.removedThrough`) framed alone: what every new segment starts with.
    static func watermark(_ removedThrough: UInt64) -> [UInt8] {
        var frame: [UInt8] = []
        append(.removedThrough(removedThrough), to: &frame)
        return frame
    }

    /// The record framed at `offset` and the frame's total size, or nil when the bytes there are not a valid frame.
    static func read(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> (record: LogRecord, size: Int)? {
        guard bytes.count - offset >= headerSize + 1,
            bytes[offset] == magic, let kind = FrameChecksum(rawValue: bytes[offset + 1])
        else { return nil }
        let checksum = bytes.loadUnaligned(fromByteOffset: offset + 2, as: UInt32.self).littleEndian
        let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 6, as: UInt32.self).littleEndian)
        guard length >= 1, length <= maxBodySize, bytes.count - offset - headerSize >= length else { return nil }
        let covered = UnsafeRawBufferPointer(rebasing: bytes[(offset + 6)..<(offset + headerSize + length)])
        guard kind.checksum(covered) == checksum else { return nil }
        let body = UnsafeRawBufferPointer(rebasing: bytes[(offset + headerSize)..<(offset + headerSize + length)])
        guard let record = LogRecord(body: body) else { return nil }
        return (record, headerSize + length)
    }
}
