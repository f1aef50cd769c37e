import Foundation

/// Appends JSON as UTF-8 bytes, directly: no `JSONSerialization`, no `Codable` on the hot path.
///
/// Generated encoders drive it as a sequence of calls; the writer inserts commas itself:
/// ```swift
/// writer.beginObject()
/// writer.key(escaped: "order_id"); writer.string(orderId)
/// writer.key(escaped: "total"); writer.number(total)
/// writer.endObject()
/// ```
/// Keys passed to `key(escaped:)` are written as-is between quotes, so generated code passes keys
/// already escaped. A non-finite `Double` is written as `null` and recorded in `nonFiniteNumberCount`, so callers
/// can reject the event (validators report non-finite numbers before encoding).
///
/// Part of the generated-code contract (`@_spi(Generated)`, see Docs/GeneratedAPI.md): apps never call it.
@_spi(Generated)
public struct JSONWriter: Sendable {
    public internal(set) var bytes: [UInt8]
    /// Non-finite doubles seen by `number(_:)`; the event must be rejected when this is not zero.
    public internal(set) var nonFiniteNumberCount = 0
    var needsComma = false
    /// Whether `string(_:)` replaces email addresses and card numbers (the envelope encoder turns it on around an
    /// event's properties when the client scrubs).
    public var scrubsPII = false
    /// What `string(_:)` replaced while `scrubsPII` was on.
    public internal(set) var scrubbedPII = PIIScrubCounts()
    /// The key of `hash` PII actions (`JSONWriter+Privacy`); nil hashes with a per-process random key.
    public var piiHasher: PIIHasher? {
        get { ownedHasher ?? lentHasher?.takeUnretainedValue() }
        set {
            ownedHasher = newValue
            lentHasher = nil
        }
    }
    /// `piiHasher` as set (held by the writer).
    private var ownedHasher: PIIHasher?
    /// `piiHasher` lent for one encoding (`lending(_:_:)`), not retained: set only inside that scope.
    private var lentHasher: Unmanaged<PIIHasher>?
    /// How deep inside values that are not scrubbed (`send`, `hash`) the writer is.
    var unscannedDepth = 0
    /// Where each value being hashed starts (`beginHashed()`), innermost last.
    var hashStarts: [Int] = []

    public init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// A writer that writes over `storage` (emptied, its capacity kept, grown to `capacity` if smaller): the bytes of
    /// an earlier envelope, so a steady stream of events allocates nothing. Storage shared with someone else (a queue
    /// that kept the bytes) is copied on the first write, as any array.
    init(reusing storage: consuming [UInt8], capacity: Int) {
        bytes = consume storage
        bytes.removeAll(keepingCapacity: true)
        if bytes.capacity < capacity { bytes.reserveCapacity(capacity) }
    }

    /// Runs `body` with `hasher` as `piiHasher` (nil: none), lent: not retained, so the caller holds it until `body`
    /// returns (the envelope of `track`, whose draft holds the call's settings); the writer forgets it then. The one
    /// way to lend: the lent hasher never outlives the scope.
    @inline(__always)
    mutating func lending<Result>(_ hasher: Unmanaged<PIIHasher>?, _ body: (inout JSONWriter) -> Result) -> Result {
        ownedHasher = nil
        lentHasher = hasher
        defer { lentHasher = nil }
        return body(&self)
    }

    /// Starts this writer over in `storage`, as `init(reusing:capacity:)` would, in place: the writer is not
    /// replaced, so nothing it held is released but the storage it gives up.
    mutating func restart(reusing storage: consuming [UInt8], capacity: Int) {
        swap(&bytes, &storage)
        bytes.removeAll(keepingCapacity: true)
        if bytes.capacity < capacity { bytes.reserveCapacity(capacity) }
        nonFiniteNumberCount = 0
        needsComma = false
        scrubsPII = false
        scrubbedPII = PIIScrubCounts()
        unscannedDepth = 0
        if !hashStarts.isEmpty { hashStarts.removeAll() }
    }

    /// A writer with no storage yet (no allocation: `reserveCapacity` would allocate even for 0), for a visitor that
    /// only validates or that swaps in the caller's writer.
    init(unallocated: Void) { bytes = [] }

    /// Forgets the contents and keeps the storage, for reuse.
    public mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        nonFiniteNumberCount = 0
        scrubbedPII = PIIScrubCounts()
        unscannedDepth = 0
        hashStarts.removeAll()
        needsComma = false
    }

    @inline(__always) mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    public mutating func beginObject() { separate(); bytes.append(UInt8(ascii: "{")); needsComma = false }
    public mutating func endObject() { bytes.append(UInt8(ascii: "}")); needsComma = true }
    public mutating func beginArray() { separate(); bytes.append(UInt8(ascii: "[")); needsComma = false }
    public mutating func endArray() { bytes.append(UInt8(ascii: "]")); needsComma = true }

    /// Writes `"key":` for a key that is already JSON-escaped (generated code guarantees it), with no work at run
    /// time. A plain string literal passed to `key(_:)` would pick the `String` overload, which escapes.
    public mutating func key(escaped key: StaticString) {
        key.withUTF8Buffer { appendQuoted($0, colon: true, escaped: true) }
        needsComma = false
    }

    /// Writes `"key":` for a runtime key, escaping it.
    public mutating func key(_ key: String) {
        quoted(key, colon: true)
        needsComma = false
    }

    public mutating func null() { literal("null") }

    public mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }

    /// A value written as it stands (`null`, `true`, `false`), after the comma when one is due: one reservation.
    @inline(__always)
    private mutating func literal(_ text: StaticString) {
        write(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), comma: needsComma)
        needsComma = true
    }

    public mutating func integer(_ value: Int) {
        let comma = needsComma
        write(atMost: 22) { out in  // comma, sign, up to 20 digits
            var start = 0
            if comma {
                out[0] = UInt8(ascii: ",")
                start = 1
            }
            return start + Self.formatInteger(value, at: out + start)
        }
        needsComma = true
    }

    /// Writes `value`'s decimal text at `out` (at most 21 bytes: a sign and up to 20 digits) and returns its length.
    @inline(__always)
    static func formatInteger(_ value: Int, at out: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = value.magnitude
        var digits = 1
        var bound: UInt = 10
        while digits < 20, magnitude >= bound {  // 20 digits hold every magnitude: UInt.max has 20
            digits += 1
            bound &*= 10
        }
        var start = 0
        if value < 0 {
            out[0] = UInt8(ascii: "-")
            start = 1
        }
        var index = start + digits
        repeat {
            index -= 1
            out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while index > start
        return start + digits
    }

    /// Writes the shortest text that reads back as the same `Double`; non-finite values become `null`.
    /// Negative zero is written `-0.0` so it survives the round trip.
    public mutating func number(_ value: Double) {
        guard value.isFinite else { nonFiniteNumberCount += 1; null(); return }
        if value == 0, value.sign == .minus {
            separate()
            appendASCII("-0.0")
            needsComma = true
            return
        }
        if abs(value) < 1e15, Double(Int(value)) == value {  // a conversion, not `rounded()` (a libm call)
            integer(Int(value))
            return
        }
        if fixedPointNumber(value) { return }  // most decimals: the same text, without forming a `String`
        var text = value.description  // Swift prints the shortest round-tripping form (a small string: no allocation)
        text.withUTF8 { appendUnquoted($0) }
        needsComma = true
    }

    /// Writes a string literal whose text is already JSON-escaped (generated code passes enum raw values and
    /// `const` values this way, escaped at generation time).
    public mutating func string(escaped value: StaticString) {
        value.withUTF8Buffer { appendQuoted($0, colon: false, escaped: true) }
        needsComma = true
    }

    /// Writes a string with RFC 8259 escaping (quotes, backslash, control characters). While `scrubsPII` is on,
    /// email addresses and card numbers in it are written as `<email>` / `<card>` and counted in `scrubbedPII`.
    public mutating func string(_ value: String) {
        quoted(value, colon: false)
        needsComma = true
    }

    /// `string(_:)`, and `key(_:)` with `colon` (a runtime key is scrubbed like a value).
    private mutating func quoted(_ value: String, colon: Bool) {
        value.withUTF8InPlace { quoted(utf8: $0, colon: colon) }
    }

    private mutating func quoted(utf8: UnsafeBufferPointer<UInt8>, colon: Bool) {
        quoted(utf8: utf8, colon: colon, route: route(utf8))
    }

    /// Writes `utf8` quoted as `route` says (`route(_:)`), after the comma when one is due. The caller sets `needsComma`.
    @inline(__always)
    mutating func quoted(utf8: UnsafeBufferPointer<UInt8>, colon: Bool, route: TextRoute) {
        switch route {
        case .plain: appendQuoted(utf8, colon: colon, escaped: true)
        case .escaped: appendQuoted(utf8, colon: colon, escaped: false)
        case .scrubbed: scrubbedQuoted(utf8: utf8, colon: colon)
        }
    }

    /// `quoted(utf8:colon:route:)` for text the scrubber replaces something in.
    private mutating func scrubbedQuoted(utf8: UnsafeBufferPointer<UInt8>, colon: Bool) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        PIIScanner.scrub(utf8, plain: { appendEscaped($0) }) { kind in
            bytes.append(contentsOf: kind.token.utf8)
            scrubbedPII.add(kind)
        }
        bytes.append(UInt8(ascii: "\""))
        if colon { bytes.append(UInt8(ascii: ":")) }
    }

    /// Writes `"text"` (`"text":` with `colon`), preceded by the comma when one is due, escaping `text` unless it is
    /// `escaped` already. Text that needs no escape, the usual key or value, is written with one reservation
    /// (`write(atMost:_:)`), straight into the storage. The caller sets `needsComma`.
    @inline(__always)
    mutating func appendQuoted(_ text: UnsafeBufferPointer<UInt8>, colon: Bool, escaped: Bool) {
        guard escaped || !Self.needsEscaping(text) else {
            separate()
            bytes.append(UInt8(ascii: "\""))
            appendEscaped(text)
            bytes.append(UInt8(ascii: "\""))
            if colon { bytes.append(UInt8(ascii: ":")) }
            return
        }
        let comma = needsComma
        write(atMost: text.count + 4) { Self.formatQuoted(text, comma: comma, colon: colon, at: $0) }
    }

    /// Writes `"text"` at `out` (`,` first with `comma`, `:` after with `colon`; at most `text.count + 4` bytes), the
    /// text as it stands, and returns the length.
    @inline(__always)
    static func formatQuoted(_ text: UnsafeBufferPointer<UInt8>, comma: Bool, colon: Bool, at out: UnsafeMutablePointer<UInt8>) -> Int {
        var end = 0
        if comma {
            out[0] = UInt8(ascii: ",")
            end = 1
        }
        out[end] = UInt8(ascii: "\"")
        if let source = text.baseAddress { ShortCopy.copy(text.count, from: source, to: out + end + 1) }
        end += text.count + 1
        out[end] = UInt8(ascii: "\"")
        end += 1
        if colon {
            out[end] = UInt8(ascii: ":")
            end += 1
        }
        return end
    }

    /// Writes bytes that are a JSON value as they stand (a number's text), after the comma when one is due.
    @inline(__always)
    mutating func appendUnquoted(_ text: UnsafeBufferPointer<UInt8>) {
        write(UnsafeRawBufferPointer(text), comma: needsComma)
    }

    /// Whether any byte of `text` must be escaped in a JSON string: a control character, `"` or `\`.
    @inline(__always)
    static func needsEscaping(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in text where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
        return false
    }

    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            if runStart < index { write(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[runStart..<index])) }
            appendEscape(byte)
            runStart = index + 1
        }
        if runStart < utf8.count { write(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[runStart...])) }
    }

    /// Appends an already-encoded JSON value (e.g. properties encoded at `track` time) without re-encoding.
    public mutating func raw<Bytes: Collection>(_ json: Bytes) where Bytes.Element == UInt8 {
        separate()
        bytes.append(contentsOf: json)
        needsComma = true
    }

    /// `raw(_:)` for bytes in an array: one reservation, comma included.
    mutating func raw(_ json: [UInt8]) {
        write(json, comma: needsComma)
        needsComma = true
    }

    /// `raw(_:)` for bytes in memory (an envelope's context and id members, `Identity.contextBytes`).
    mutating func raw(_ json: UnsafeRawBufferPointer) {
        write(json, comma: needsComma)
        needsComma = true
    }

    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            bytes.append(UInt8(ascii: "u"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(Self.hexDigit(byte >> 4))
            bytes.append(Self.hexDigit(byte & 0xF))
        }
    }

    /// `0...15` → ASCII `0`–`9`, `a`–`f`.
    @inline(__always) static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    mutating func appendASCII(_ text: StaticString) {
        write(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
