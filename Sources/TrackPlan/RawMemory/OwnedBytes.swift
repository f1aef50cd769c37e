/// Bytes in memory of their own: allocated and filled once, freed when their one owner lets go of them. `~Copyable`,
/// so there is never a second owner to free them twice or to hold them past the first's end; read through `bytes`,
/// a view valid while the owner holds this value. Written only in `init`, so sharing reads between threads is safe.
struct OwnedBytes: ~Copyable, @unchecked Sendable {
    private let storage: UnsafeMutableRawBufferPointer

    /// `first` then `second`, copied.
    init(_ first: [UInt8], _ second: [UInt8]) {
        storage = .allocate(byteCount: first.count + second.count, alignment: 8)
        first.withUnsafeBytes { UnsafeMutableRawBufferPointer(rebasing: storage[..<first.count]).copyMemory(from: $0) }
        second.withUnsafeBytes { UnsafeMutableRawBufferPointer(rebasing: storage[first.count...]).copyMemory(from: $0) }
    }

    deinit { storage.deallocate() }

    /// The bytes in `range` (checked to be inside them, in debug builds), valid while the owner holds this value.
    @inline(__always)
    func bytes(_ range: Range<Int>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: storage[range])
    }

    var count: Int { storage.count }
}
