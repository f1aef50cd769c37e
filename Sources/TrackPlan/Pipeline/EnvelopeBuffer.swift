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
enum EnvelopeBuffer {
    /// Larger storage is not kept (an unusually large event should not pin its memory).
    static let largestKept = 64 << 10

    /// What the thread-specific slot points at (retained once, released when the thread ends).
    fileprivate final class Slot {
        var storage: [UInt8] = []
    }

    /// The process's one key: the storage is scratch memory, shared by every client the thread tracks with.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { releaseEnvelopeBufferSlot($0) }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// This thread's slot, made on its first `track`.
    @inline(__always)
    private static var slot: Slot {
        if let pointer = pthread_getspecific(key) { return Unmanaged<Slot>.fromOpaque(pointer).takeUnretainedValue() }
        let slot = Slot()
        pthread_setspecific(key, Unmanaged.passRetained(slot).toOpaque())
        return slot
    }

    /// The thread's storage, leaving none behind.
    static func take() -> [UInt8] {
        let slot = slot
        var taken: [UInt8] = []
        swap(&taken, &slot.storage)
        return taken
    }

    /// Keeps `bytes`' storage for the thread's next call (its contents no longer matter).
    static func giveBack(_ bytes: consuming [UInt8]) {
        guard bytes.capacity <= largestKept else { return }
        slot.storage = bytes
    }
}

/// The slot's destructor (a C function: it cannot be a closure that captures, nor a static member).
private func releaseEnvelopeBufferSlot(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<EnvelopeBuffer.Slot>.fromOpaque(pointer).release()
}
