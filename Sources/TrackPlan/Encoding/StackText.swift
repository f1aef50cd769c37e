/// Bytes formed in stack memory the caller provides, then appended to a `JSONWriter` at once: each append to the
/// writer's array pays its uniqueness and capacity checks, so the envelope's fixed members (ids, time, the keys
/// between them) are written together. Writing past `buffer` is a programming error the caller rules out by sizing it.
struct StackText {
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

    @inline(__always)
    private mutating func byte(_ value: UInt8) {
        buffer.baseAddress!.storeBytes(of: value, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// `"…"`: a string the caller knows needs no escape.
    @inline(__always)
    mutating func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>) {
        byte(UInt8(ascii: "\""))
        append(bytes)
        byte(UInt8(ascii: "\""))
    }

    /// `"f81d4fae-7dec-11d0-a765-00a0c91e6bf6"` (`JSONWriter.uuidText(_:into:)`).
    @inline(__always)
    mutating func appendQuoted(_ uuid: UUIDBytes) {
        byte(UInt8(ascii: "\""))
        JSONWriter.uuidText(uuid, into: UnsafeMutableRawBufferPointer(start: buffer.baseAddress! + count, count: 36))
        count += 36
        byte(UInt8(ascii: "\""))
    }

    /// `"2026-11-22T04:55:01.123Z"` (`TimestampCache.Text`).
    @inline(__always)
    mutating func appendQuoted(_ timestamp: TimestampCache.Text) {
        byte(UInt8(ascii: "\""))
        buffer.baseAddress!.storeBytes(of: timestamp, toByteOffset: count, as: TimestampCache.Text.self)
        count += 24
        byte(UInt8(ascii: "\""))
    }
}
