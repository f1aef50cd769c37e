/// How the encoding walk writes one value under its field's personal-data action.
extension PropertyVisitor {
    /// Writes the member's key, unless the value is absent (nil and not `null`) or dropped; returns whether the
    /// value is then to be written. A `null` member (nil with `null`) is written whole here, key and `null`.
    @inline(__always)
    mutating func beginMember(_ key: StaticString, present: Bool, null: Bool, pii: PIIAction?) -> Bool {
        guard present || null else { return false }
        if case .drop? = pii { return false }
        if !present {  // `"key":null`, in one write
            writer.memberNull(escaped: key)
            return false
        }
        writer.key(escaped: key)
        return true
    }

    /// `null` for nil; else the value as `write` writes it, hashed, redacted or kept from the scrubber as `pii` says.
    @inline(__always)
    mutating func emit<Value>(_ value: Value?, _ pii: PIIAction?, _ write: (inout PropertyVisitor, Value) -> Void) {
        guard let value else {
            writer.null()
            return
        }
        switch pii {
        case nil, .drop?:
            write(&self, value)
        case .send?:
            writer.beginVerbatim()
            write(&self, value)
            writer.endVerbatim()
        case .hash?:
            writer.beginHashed()
            write(&self, value)
            writer.endHashed()
        case .redact(let token)?:
            writer.string(escaped: token)
        }
    }

    /// Strings: `hash` is of the text's UTF-8 (not of its JSON escaping), `send` skips the scrubber.
    @inline(__always)
    mutating func emitString(_ value: String?, _ pii: PIIAction?) {
        guard let value else {
            writer.null()
            return
        }
        switch pii {
        case nil, .drop?: writer.string(value)
        case .send?: writer.verbatim(value)
        case .hash?: writer.hashing(value)
        case .redact(let token)?: writer.string(escaped: token)
        }
    }

    /// A member with no rules to check (booleans, dates, UUIDs): only the encoding walk has work.
    @inline(__always)
    mutating func uncheckedField<Value>(
        _ key: StaticString, _ value: Value?, _ pii: PIIAction?, _ null: Bool, _ write: (inout PropertyVisitor, Value) -> Void
    ) {
        guard mode == .encoding, beginMember(key, present: value != nil, null: null, pii: pii) else { return }
        emit(value, pii, write)
    }

    /// Runs `body` with `step` appended to the path (validating only): the step lives on this call's stack.
    @inline(__always)
    mutating func inside(_ step: PathStep, _ body: (inout PropertyVisitor) -> Void) {
        let parent = path
        withUnsafePointer(to: PathNode(step: step, parent: parent)) { node in
            path = node
            body(&self)
        }
        path = parent
    }
}
