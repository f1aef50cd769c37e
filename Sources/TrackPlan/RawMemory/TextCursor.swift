/// Bytes formed in memory the caller provides (room a `JSONWriter` reserved, `writeText(atMost:_:)`), so the
/// envelope's fixed members (ids, time, the keys between them) are written with one reservation.
/// Every write is checked against `buffer`, in release builds too (`precondition`): a miscounted room stops the
/// process instead of writing past it.
struct TextCursor {
    let buffer: UnsafeMutableRawBufferPointer
    private(set) var count = 0

    init(_ buffer: UnsafeMutableRawBufferPointer) { self.buffer = buffer }

    var written: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: buffer[..<count]) }

    /// The address of the next `byteCount` bytes, checked to be inside `buffer`.
    @inline(__always)
    private func room(_ byteCount: Int) -> UnsafeMutableRawPointer {
        precondition(byteCount <= buffer.count &- count, "TextCursor: write past the room reserved")
        return buffer.baseAddress.unsafelyUnwrapped + count
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        room(text.utf8CodeUnitCount).copyMemory(from: text.utf8Start, byteCount: text.utf8CodeUnitCount)
        count &+= text.utf8CodeUnitCount
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        room(bytes.count).copyMemory(from: source, byteCount: bytes.count)
        count &+= bytes.count
    }

    /// The 36 characters of `uuid`, canonical lowercase (`JSONWriter.uuidText(_:into:)`).
    @inline(__always)
    mutating func append(_ uuid: UUIDBytes) {
        JSONWriter.uuidText(uuid, into: UnsafeMutableRawBufferPointer(start: room(36), count: 36))
        count &+= 36
    }

    /// The 24 characters of an envelope timestamp (`TimestampCache.Text`).
    @inline(__always)
    mutating func append(_ timestamp: TimestampCache.Text) {
        room(24).storeBytes(of: timestamp, as: TimestampCache.Text.self)
        count &+= 24
    }
}
