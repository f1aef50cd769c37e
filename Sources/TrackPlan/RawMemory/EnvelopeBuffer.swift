#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The storage of the last envelope a thread stored, kept for that thread's next `track` to write its envelope in:
/// the store copies an envelope into the log and lets go of it, so the same bytes serve every call of the thread and
/// `track` allocates nothing in a steady state. Per thread (a POSIX thread-specific slot, freed when the thread
/// ends), so taking and giving back need no lock and two threads never wait for each other's storage. A call that
/// finds the slot empty (a `track` nested in another on the same thread) writes into new storage.
/// The slot is plain memory holding one array, not an object: taking and giving back swap the array in and out,
/// with no reference counted but the array's own, moved.
enum EnvelopeBuffer {
    /// Larger storage is not kept (an unusually large event should not pin its memory).
    static let largestKept = 64 << 10

    /// The process's one key: the storage is scratch memory, shared by every client the thread tracks with.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { releaseEnvelopeBufferSlot($0) }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// This thread's slot, made on its first `track` (freed when the thread ends).
    @inline(__always)
    private static var slot: UnsafeMutablePointer<[UInt8]> {
        if let pointer = pthread_getspecific(key) { return pointer.assumingMemoryBound(to: [UInt8].self) }
        let slot = UnsafeMutablePointer<[UInt8]>.allocate(capacity: 1)
        slot.initialize(to: [])
        pthread_setspecific(key, slot)
        return slot
    }

    /// The thread's storage, leaving none behind.
    static func take() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &slot.pointee)
        return taken
    }

    /// Keeps `bytes`' storage for the thread's next call (its contents no longer matter), moved in: `bytes` is left
    /// with what the slot held (nothing, unless a nested call gave storage back first).
    static func giveBack(_ bytes: inout [UInt8]) {
        guard bytes.capacity <= largestKept else { return }
        swap(&bytes, &slot.pointee)
    }
}

/// The slot's destructor (a C function: it cannot be a closure that captures, nor a static member).
private func releaseEnvelopeBufferSlot(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    let slot = pointer.assumingMemoryBound(to: [UInt8].self)
    slot.deinitialize(count: 1)
    slot.deallocate()
}
