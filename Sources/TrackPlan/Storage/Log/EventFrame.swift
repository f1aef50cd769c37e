/// An event's log record framed in place: the bytes `RecordFrame.append(.event(...))` forms, written straight into
/// their place in the log (the mapped segment) instead of a buffer that is then copied there. The envelope is
/// copied once, and the checksum is computed over the bytes where they lie.
///
/// `frame header (10) | kind (1) | sequence (8) | createdAt (8) [| generation (2) | category length (2) | category]
/// | envelope`, the layout `RecordFrame` and `LogRecord` describe (and read back).
enum EventFrame {
    /// Bytes of the category name an event record holds: its UTF-8, cut at 65,535 bytes; 0 for an untagged event.
    @inline(__always) static func categoryCount(_ tag: EventTag) -> Int {
        tag.isNone ? 0 : min(tag.category?.utf8.count ?? 0, Int(UInt16.max))
    }

    /// The frame's size for an envelope of `envelopeCount` bytes.
    @inline(__always) static func size(envelopeCount: Int, tag: EventTag) -> Int {
        LogRecord.eventOverhead + (tag.isNone ? 0 : 4 + categoryCount(tag)) + envelopeCount
    }

    /// Writes the frame, `size(envelopeCount:tag:)` bytes, at `destination`: the fields, the envelope, then the
    /// length and the checksum over what was written.
    static func write(sequence: UInt64, createdAtMillis: Int64, tag: EventTag, envelope: [UInt8], at destination: UnsafeMutableRawPointer) {
        let isTagged = !tag.isNone
        let categoryCount = categoryCount(tag)
        let size = LogRecord.eventOverhead + (isTagged ? 4 + categoryCount : 0) + envelope.count
        let kind = RecordFrame.headerSize
        destination.storeBytes(of: RecordFrame.magic, as: UInt8.self)
        destination.storeBytes(of: FrameChecksum.current.magic, toByteOffset: 1, as: UInt8.self)
        destination.storeBytes(of: UInt32(size - RecordFrame.headerSize).littleEndian, toByteOffset: 6, as: UInt32.self)
        destination.storeBytes(of: (isTagged ? LogRecord.Kind.taggedEvent : LogRecord.Kind.event).rawValue, toByteOffset: kind, as: UInt8.self)
        destination.storeBytes(of: sequence.littleEndian, toByteOffset: kind + 1, as: UInt64.self)
        destination.storeBytes(of: UInt64(bitPattern: createdAtMillis).littleEndian, toByteOffset: kind + 9, as: UInt64.self)
        var next = kind + 17
        if isTagged {
            destination.storeBytes(of: tag.generation.littleEndian, toByteOffset: next, as: UInt16.self)
            destination.storeBytes(of: UInt16(categoryCount).littleEndian, toByteOffset: next + 2, as: UInt16.self)
            next += 4
            if categoryCount > 0, let category = tag.category {
                category.withUTF8InPlace { (destination + next).copyMemory(from: $0.baseAddress!, byteCount: categoryCount) }
                next += categoryCount
            }
        }
        envelope.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress { (destination + next).copyMemory(from: base, byteCount: bytes.count) }
        }
        let covered = UnsafeRawBufferPointer(start: destination + 6, count: size - 6)
        destination.storeBytes(of: FrameChecksum.current.checksum(covered).littleEndian, toByteOffset: 2, as: UInt32.self)
    }

    /// Writes `event`'s frame at `destination`.
    static func write(_ event: StoredEvent, at destination: UnsafeMutableRawPointer) {
        write(sequence: event.sequence, createdAtMillis: event.createdAtMillis, tag: event.tag, envelope: event.json, at: destination)
    }
}
