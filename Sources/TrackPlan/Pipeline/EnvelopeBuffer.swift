/// The storage of the last envelope stored, kept for the next `track` to write its envelope in: the store copies an
/// envelope into the log and lets go of it, so the same bytes serve every call and `track` allocates nothing in a
/// steady state. Held in the pipeline's `CallState`, under its lock: a call takes it in its snapshot and gives it back
/// after the store; a call that finds it taken (another thread is between the two) writes into new storage.
struct EnvelopeBuffer: Sendable {
    /// Larger storage is not kept (an unusually large event should not pin its memory).
    static let largestKept = 64 << 10

    private var storage: [UInt8] = []

    /// The storage, leaving none behind.
    mutating func take() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &storage)
        return taken
    }

    /// Keeps `bytes`' storage for the next call (its contents no longer matter).
    mutating func giveBack(_ bytes: [UInt8]) {
        guard bytes.capacity <= Self.largestKept else { return }
        storage = bytes
    }
}
