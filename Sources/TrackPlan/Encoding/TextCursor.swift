/// Bytes formed in memory the caller provides (room a `JSONWriter` reserved, `write(atMost:_:)`), so the envelope's
/// fixed members (ids, time, the keys between them) are written with one reservation. Writing past `buffer` is a
/// programming error the caller rules out by sizing it.
struct TextCursor {
    let buffer: UnsafeMutableRawBufferPointer
    private(set) var count = 0

    init(_ buffer: UnsafeMutableRawBufferPointer) { self.buffer = buffer }

    var written: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: buffer[..<count]) }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        buffer.baseAddress!.advanced(by: count).copyMemory(from: text.utf8Start, byteCount: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        buffer.baseAddress!.advanced(by: count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    /// The 36 characters of `uuid`, canonical lowercase (`JSONWriter.uuidText(_:into:)`).
    @inline(__always)
    mutating func append(_ uuid: UUIDBytes) {
        JSONWriter.uuidText(uuid, into: UnsafeMutableRawBufferPointer(start: buffer.baseAddress! + count, count: 36))
        count += 36
    }

    /// The 24 characters of an envelope timestamp (`TimestampCache.Text`).
    @inline(__always)
    mutating func append(_ timestamp: TimestampCache.Text) {
        buffer.baseAddress!.storeBytes(of: timestamp, toByteOffset: count, as: TimestampCache.Text.self)
        count += 24
    }
}
