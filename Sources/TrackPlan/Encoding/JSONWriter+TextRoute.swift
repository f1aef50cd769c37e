/// How the writer writes a string value (or a runtime key): one rule, for `string(_:)`, `key(_:)` and the fused
/// `member(escaped:string:)` alike, so the fast path and the general one can never disagree about a string.
extension JSONWriter {
    enum TextRoute {
        /// Nothing to escape and nothing the scrubber would replace: written as it stands, with one reservation.
        case plain
        /// Written escaped (something may need it; the usual case for text too long to classify in one pass).
        case escaped
        /// The scrubber replaces something in it (`scrubsPII` is on, outside a value sent as is or hashed).
        case scrubbed
    }

    /// Text up to this many bytes is classified in one pass (`TextClasses`) for what needs escaping or could hold
    /// personal data.
    static let shortText = 120

    /// The route of `utf8`. Most strings are short and hold nothing to escape and no digit or `@` (nothing the
    /// scrubber could match): one pass over the bytes says so. Else the scrubber's scan decides, when it runs.
    @inline(__always)
    func route(_ utf8: UnsafeBufferPointer<UInt8>) -> TextRoute {
        var isPlain = false  // known to need no escape
        if utf8.count <= Self.shortText {
            let classes = TextClasses(utf8)
            isPlain = !classes.needsEscaping
            if isPlain, !classes.mayHoldPII || !scrubsPII || unscannedDepth != 0 { return .plain }
        }
        return scannedRoute(utf8, isPlain: isPlain)
    }

    /// `route(_:)` past the one-pass test: the scrubber's scan decides, when it runs. Apart, so the callers' usual
    /// path stays small enough to inline what it writes.
    @inline(never)
    private func scannedRoute(_ utf8: UnsafeBufferPointer<UInt8>, isPlain: Bool) -> TextRoute {
        guard scrubsPII, unscannedDepth == 0, PIIScanner.firstMatch(in: utf8, from: 0) != nil else { return isPlain ? .plain : .escaped }
        return .scrubbed
    }
}
