import Foundation

/// Foundation values as JSON strings, written without formatters: `format: date-time` → `Date`,
/// `format: uri` → `URL`, `format: uuid` → `UUID`.
extension JSONWriter {
    /// Writes `"2026-11-22T05:07:09.123Z"`: RFC 3339 / ISO 8601 in UTC with milliseconds, by `UTCDateTime`'s one
    /// rounding rule (to the nearest millisecond).
    /// A date whose milliseconds do not fit in `Int64` (not a real moment) is written as `null` and counted in
    /// `nonFiniteNumberCount`, like a non-finite number.
    public mutating func date(_ value: Date) {
        guard let time = UTCDateTime(value) else { nonFiniteNumberCount += 1; null(); return }
        separate()
        bytes.append(UInt8(ascii: "\""))
        time.appendText(to: &bytes)
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// Writes an envelope's `timestamp` from the clock's milliseconds, with no `Date` in between.
    mutating func timestamp(millisecondsSince1970 milliseconds: Int64) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        UTCDateTime(millisecondsSince1970: milliseconds).appendText(to: &bytes)
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// Writes the URL's `absoluteString`.
    public mutating func url(_ value: URL) {
        string(value.absoluteString)
    }

    /// Writes a plan URI's text exactly as the app gave it.
    public mutating func uri(_ value: URI) {
        string(value.string)
    }

    /// Writes the UUID in its canonical lowercase form, `"f81d4fae-7dec-11d0-a765-00a0c91e6bf6"`.
    /// The 38 bytes (quotes included) are formed on the stack and appended at once: every `track` writes one, and a
    /// byte-by-byte append pays the array's checks 38 times.
    public mutating func uuid(_ value: UUID) {
        separate()
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 38) { text in
            withUnsafeBytes(of: value.uuid) { raw in
                text[0] = UInt8(ascii: "\"")
                var offset = 1
                for index in 0..<16 {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        text[offset] = UInt8(ascii: "-")
                        offset += 1
                    }
                    text[offset] = Self.hexDigit(raw[index] >> 4)
                    text[offset + 1] = Self.hexDigit(raw[index] & 0xF)
                    offset += 2
                }
                text[37] = UInt8(ascii: "\"")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(text))
        }
        needsComma = true
    }
}
