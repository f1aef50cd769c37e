/// Copies bytes between memory that does not overlap, the short runs most keys and values are (up to 16 bytes) with
/// a few loads and stores in place of a call to `memcpy`, which costs more than the copy at these sizes; longer runs
/// go to `memcpy`.
/// The caller provides `count` readable bytes at `source` and writable ones at `destination`, apart; debug builds
/// check that the count is not negative and that the runs do not overlap (`assert`), release builds nothing.
enum ShortCopy {
    @inline(__always)
    static func copy(_ count: Int, from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer) {
        assert(count >= 0, "ShortCopy of \(count) bytes")
        assert(source + count <= UnsafeRawPointer(destination) || UnsafeRawPointer(destination) + count <= source, "ShortCopy: the runs overlap")
        switch count {
        case 8...16:  // two loads that overlap when `count` is under 16
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            destination.storeBytes(of: head, as: UInt64.self)
            destination.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            destination.storeBytes(of: head, as: UInt32.self)
            destination.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        case 1..<4:
            for index in 0..<count {
                destination.storeBytes(of: source.load(fromByteOffset: index, as: UInt8.self), toByteOffset: index, as: UInt8.self)
            }
        case 0: break
        default: destination.copyMemory(from: source, byteCount: count)
        }
    }
}
