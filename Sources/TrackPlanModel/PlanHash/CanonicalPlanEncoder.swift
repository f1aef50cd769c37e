/// The checked plan as bytes that depend on what the plan says, not on where it is written: `PlanHash`'s input,
/// written field by field in a fixed order (`CanonicalPlanEncoder+Plan.swift`, `+Schemas.swift`) and fed to SHA-256
/// as it is written.
///
/// Every value is self-delimiting, so two different plans cannot write the same bytes: a string is its UTF-8 length
/// (8 bytes, little-endian) then its bytes; an integer 8 bytes little-endian; a number its IEEE 754 bits; a flag one
/// byte; an optional a 0 or a 1 then the value; a list its count then its elements; an enum a tag byte (or, for
/// the enums with raw values, its raw value as a string) then its payload. The bytes begin with `formatName`,
/// changed only on purpose, so a new tool version gives the same hash for the same plan.
struct CanonicalPlanEncoder {
    /// The first bytes written: the encoding's name and version.
    static let formatName = "trackplan-plan-hash/1"
    /// Bytes gathered before they go to the hasher.
    private static let flushSize = 16 * 1024

    /// The bytes not yet hashed; everything written when the encoder does not hash.
    private(set) var bytes: [UInt8] = []
    private var hasher: SHA256?

    /// `hashing`: feed SHA-256 as the bytes are written (`digest()`); otherwise keep them all in `bytes`.
    init(hashing: Bool) {
        hasher = hashing ? SHA256() : nil
        bytes.reserveCapacity(hashing ? Self.flushSize + 1024 : 1024)
    }

    /// The SHA-256 of everything written (only when hashing).
    mutating func digest() -> [UInt8] {
        precondition(hasher != nil, "the encoder was made without hashing")
        hasher!.update(bytes)
        bytes.removeAll()
        return hasher!.finalize()
    }

    private mutating func flushIfFull() {
        guard bytes.count >= Self.flushSize, hasher != nil else { return }
        hasher!.update(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func write(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        flushIfFull()
    }

    mutating func write(_ value: Int) { write(UInt64(bitPattern: Int64(value))) }
    mutating func write(_ value: Int64) { write(UInt64(bitPattern: value)) }
    mutating func write(_ value: Double) { write(value.bitPattern) }
    mutating func write(_ flag: Bool) { bytes.append(flag ? 1 : 0) }
    mutating func write(tag: UInt8) { bytes.append(tag) }

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            write(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
        flushIfFull()
    }

    mutating func write<Value>(_ value: Value?, _ writeValue: (inout CanonicalPlanEncoder, Value) -> Void) {
        guard let value else { return write(tag: 0) }
        write(tag: 1)
        writeValue(&self, value)
    }

    mutating func write(_ text: String?) { write(text) { $0.write($1) } }
    mutating func write(_ value: Int?) { write(value) { $0.write($1) } }
    mutating func write(_ value: Double?) { write(value) { $0.write($1) } }

    mutating func write<Values: Collection>(_ values: Values, _ writeValue: (inout CanonicalPlanEncoder, Values.Element) -> Void) {
        write(UInt64(values.count))
        for value in values { writeValue(&self, value) }
    }

    mutating func write(_ texts: [String]) { write(texts) { $0.write($1) } }

    /// `values` sorted by a string key compared byte by byte in UTF-8: the same order on every machine and locale.
    static func sorted<Value>(_ values: [Value], by key: (Value) -> String) -> [Value] {
        values.sorted { key($0).utf8.lexicographicallyPrecedes(key($1).utf8) }
    }
}
