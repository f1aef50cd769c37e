/// What generated encoders call for a property with a personal-data action (`x-pii` with `send`, `redact` or
/// `hash`; `drop` writes nothing and `scrub` is the plain `string(_:)`). Each is decided per field at generation
/// time, so fields without a class pay nothing.
extension JSONWriter {
    /// `redact`: writes the class's token (`"<email>"`) instead of the value, which is never read.
    @inline(__always)
    public mutating func redacted<Value>(_ value: Value, token: StaticString) { string(escaped: token) }

    /// `redact` for an object member: the pre-escaped key, then the token.
    @inline(__always)
    public mutating func member<Value>(escaped key: StaticString, redacting value: Value, token: StaticString) {
        self.key(escaped: key)
        string(escaped: token)
    }

    /// `send`: writes the string as is, without the free-text scrubber.
    public mutating func verbatim(_ value: String) {
        unscannedDepth += 1
        string(value)
        unscannedDepth -= 1
    }

    public mutating func member(escaped key: StaticString, verbatim value: String) {
        self.key(escaped: key)
        verbatim(value)
    }

    /// `send` for an object or array: strings written until `endVerbatim()` are not scrubbed (fields inside that
    /// declare their own action still apply it).
    public mutating func beginVerbatim() { unscannedDepth += 1 }
    public mutating func endVerbatim() { unscannedDepth -= 1 }

    /// `hash`: writes HMAC-SHA-256 of the string's UTF-8 bytes as 64 lowercase hex digits.
    public mutating func hashing(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { (piiHasher ?? PIIHasher.ephemeral).appendHexDigest(of: UnsafeRawBufferPointer($0), to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    public mutating func member(escaped key: StaticString, hashing value: String) {
        self.key(escaped: key)
        hashing(value)
    }

    /// `hash` for any other value (numbers, dates, objects, …): the value written until `endHashed()` is replaced by
    /// the HMAC of its JSON text (of its characters, for a date, UUID or URL), as a hex string. Strings inside are
    /// hashed as written, not scrubbed.
    public mutating func beginHashed() {
        separate()
        needsComma = false
        hashStarts.append(bytes.count)
        unscannedDepth += 1
    }

    public mutating func endHashed() {
        unscannedDepth -= 1
        guard let start = hashStarts.popLast() else { return }
        var text = Array(bytes[start...])
        bytes.removeSubrange(start...)
        // A string without escapes (a date, a UUID, a URL) is hashed by its text, as `hashing(_:)` hashes a `String`.
        let quote = UInt8(ascii: "\"")
        if text.count >= 2, text.first == quote, text.last == quote, !text.contains(UInt8(ascii: "\\")) {
            text = Array(text[1..<(text.count - 1)])
        }
        bytes.append(quote)
        text.withUnsafeBytes { (piiHasher ?? PIIHasher.ephemeral).appendHexDigest(of: $0, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }
}
