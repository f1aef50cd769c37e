/// How one call's writer treats personal data, read with the rest of the call's state under the client's lock:
/// the key of the plan's `hash` actions (replaced by `forget()`) and whether the free-text scrubber runs
/// (`setScrubPII(_:)`). Events get it through the `pii` stage; identify and group traits get it directly.
struct PIIWriting: Sendable {
    let hasher: PIIHasher
    let scrubs: Bool
}
