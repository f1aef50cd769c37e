/// The runtime's raw memory, in one folder: the few operations `track`'s hot path needs to write, copy and borrow
/// without an array's checks or a reference count, each small, each with its invariant stated beside it and made a
/// type or a check where it can be. Code elsewhere in the runtime calls these operations; what is still unsafe
/// outside this folder is listed in Docs/Architecture.md ("Raw memory").
///
/// | operation | invariant | debug builds | release builds |
/// |---|---|---|---|
/// | `TextCursor.append` | every write stays inside the cursor's buffer | `precondition` | `precondition` (measured: 44 instructions of `track`'s 7,171, Docs/Performance.md) |
/// | `JSONWriter.write(atMost:_:)`, `writeText(atMost:_:)` | the body writes at most the room it asked for | `assert` on the count returned; the cursor's `precondition` | the cursor's `precondition` |
/// | `ShortCopy.copy` | `count` bytes readable and writable, the two runs apart | `assert` (count not negative, no overlap) | nothing |
/// | `Unmanaged.withBorrowed(_:)` | a strong reference the caller names outlives the body | nothing: not checkable | nothing |
/// | `OwnedBytes` | allocated once, freed once, by its one owner | the type (`~Copyable`: no copy to outlive it) | the type |
/// | `String.withUTF8InPlace(_:)` | the bytes are read only inside `body` | nothing: the scope says it | nothing |
/// | `EnvelopeBuffer` | a thread's slot is touched by that thread only | the type (a per-thread key, private) | the type |
///
/// The lent hasher of a `JSONWriter` is kept for one scope only (`JSONWriter.lending(_:_:)`).
extension Unmanaged {
    /// `body`'s result for the object, borrowed: neither retained nor released around `body`.
    ///
    /// The runtime's one call of the standard library's `_withUnsafeGuaranteedRef`. It is sound when a strong
    /// reference to the object exists elsewhere for the whole of `body` and nothing in `body` can release it: the
    /// caller names that reference in a comment at the call (the log's `current` segment, the draft's settings).
    /// Then the compiler may drop the retain and release a strong local would cost, which is all this buys: about
    /// ten instructions and two atomic operations per borrow on `track`'s path.
    @inline(__always)
    func withBorrowed<Result>(_ body: (Instance) throws -> Result) rethrows -> Result {
        try _withUnsafeGuaranteedRef(body)
    }
}
