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
    public var piiHasher: PIIHasher?
    /// How deep inside values that are not scrubbed (`send`, `hash`) the writer is.
    var unscannedDepth = 0
    /// Where each value being hashed starts (`beginHashed()`), innermost last.
    var hashStarts: [Int] = []

    public init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
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
        separate()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Writes `"key":` for a runtime key, escaping it.
    public mutating func key(_ key: String) {
        string(key)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    public mutating func null() { separate(); appendASCII("null"); needsComma = true }

    public mutating func bool(_ value: Bool) { separate(); appendASCII(value ? "true" : "false"); needsComma = true }

    public mutating func integer(_ value: Int) {
        separate()
        if value == 0 { bytes.append(UInt8(ascii: "0")); needsComma = true; return }
        var magnitude = value.magnitude
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // up to 24 digits of scratch, no allocation
        withUnsafeMutableBytes(of: &digits) { scratch in
            var count = 0
            while magnitude > 0 {
                scratch[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            bytes.append(contentsOf: scratch[(24 - count)...])
        }
        needsComma = true
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
        if value == value.rounded(), abs(value) < 1e15 {
            integer(Int(value))
            return
        }
        separate()
        bytes.append(contentsOf: value.description.utf8)  // Swift prints the shortest round-tripping form
        needsComma = true
    }

    /// Writes a string literal whose text is already JSON-escaped (generated code passes enum raw values and
    /// `const` values this way, escaped at generation time).
    public mutating func string(escaped value: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        value.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// Writes a string with RFC 8259 escaping (quotes, backslash, control characters). While `scrubsPII` is on,
    /// email addresses and card numbers in it are written as `<email>` / `<card>` and counted in `scrubbedPII`.
    public mutating func string(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            guard scrubsPII, unscannedDepth == 0 else { return appendEscaped(utf8) }
            PIIScanner.scrub(utf8, plain: { appendEscaped($0) }) { kind in
                bytes.append(contentsOf: kind.token.utf8)
                scrubbedPII.add(kind)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
            appendEscape(byte)
            runStart = index + 1
        }
        if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
    }

    /// Appends an already-encoded JSON value (e.g. properties encoded at `track` time) without re-encoding.
    public mutating func raw<Bytes: Collection>(_ json: Bytes) where Bytes.Element == UInt8 {
        separate()
        bytes.append(contentsOf: json)
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
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
