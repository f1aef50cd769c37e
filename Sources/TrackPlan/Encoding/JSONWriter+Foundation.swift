import Foundation

/// The 16 bytes of a `UUID` (`UUID.uuid`).
typealias UUIDBytes = uuid_t

/// Foundation values as JSON strings, written without formatters: `format: date-time` → `Date`,
/// `format: uri` → `URL`, `format: uuid` → `UUID`.
extension JSONWriter {
    /// Writes `"2026-11-22T05:07:09.123Z"`: RFC 3339 / ISO 8601 in UTC with milliseconds, by `UTCDateTime`'s one
    /// rounding rule (to the nearest millisecond).
    /// A date whose milliseconds do not fit in `Int64` (not a real moment) is written as `null` and counted in
    /// `nonFiniteNumberCount`, like a non-finite number.
    public mutating func date(_ value: Date) {
        guard let time = UTCDateTime(value) else { nonFiniteNumberCount += 1; null(); return }
        quotedText(time)
    }

    /// `time`'s text in quotes, after the comma when one is due: in one reservation for years 0…9999.
    private mutating func quotedText(_ time: UTCDateTime) {
        guard time.hasFixedWidthText else {
            separate()
            bytes.append(UInt8(ascii: "\""))
            time.appendText(to: &bytes)
            bytes.append(UInt8(ascii: "\""))
            needsComma = true
            return
        }
        let comma = needsComma
        write(atMost: 27) { out in
            var start = out
            if comma {
                start.pointee = UInt8(ascii: ",")
                start += 1
            }
            start[0] = UInt8(ascii: "\"")
            time.writeFixedWidthText(to: start + 1)
            start[25] = UInt8(ascii: "\"")
            return comma ? 27 : 26
        }
        needsComma = true
    }

    /// Writes an envelope's `timestamp` from the clock's milliseconds, with no `Date` in between.
    mutating func timestamp(millisecondsSince1970 milliseconds: Int64) {
        quotedText(UTCDateTime(millisecondsSince1970: milliseconds))
    }

    /// Writes the URL's `absoluteString`.
    public mutating func url(_ value: URL) {
        string(value.absoluteString)
    }

    /// Writes a plan URI's text exactly as the app gave it.
    public mutating func uri(_ value: URI) {
        string(value.string)
    }

    /// Writes the UUID in its canonical lowercase form, `"f81d4fae-7dec-11d0-a765-00a0c91e6bf6"`, formed in place
    /// (`uuidText(_:into:)`) with its quotes and comma.
    public mutating func uuid(_ value: UUID) {
        let comma = needsComma
        write(atMost: 39) { out in  // comma, quotes, 36 characters
            var start = out
            if comma {
                start.pointee = UInt8(ascii: ",")
                start += 1
            }
            start[0] = UInt8(ascii: "\"")
            Self.uuidText(value.uuid, into: UnsafeMutableRawBufferPointer(start: start + 1, count: 36))
            start[37] = UInt8(ascii: "\"")
            return comma ? 39 : 38
        }
        needsComma = true
    }

    /// The 36 characters of `uuid` in canonical lowercase form (8-4-4-4-12 hex digits) at the start of `text`: the
    /// digits formed eight at a time (`hexDigits(of:)`), no `String`.
    @inline(__always)
    static func uuidText(_ uuid: UUIDBytes, into text: UnsafeMutableRawBufferPointer) {
        withUnsafeBytes(of: uuid) { raw in
            let first = hexDigits(of: raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
            let second = hexDigits(of: raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
            let third = hexDigits(of: raw.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
            let fourth = hexDigits(of: raw.loadUnaligned(fromByteOffset: 12, as: UInt32.self))
            let dash = UInt8(ascii: "-")
            let base = text.baseAddress!
            base.storeBytes(of: first, toByteOffset: 0, as: UInt64.self)
            base.storeBytes(of: dash, toByteOffset: 8, as: UInt8.self)
            base.storeBytes(of: UInt32(truncatingIfNeeded: second.littleEndian).littleEndian, toByteOffset: 9, as: UInt32.self)
            base.storeBytes(of: dash, toByteOffset: 13, as: UInt8.self)
            base.storeBytes(of: UInt32(truncatingIfNeeded: second.littleEndian >> 32).littleEndian, toByteOffset: 14, as: UInt32.self)
            base.storeBytes(of: dash, toByteOffset: 18, as: UInt8.self)
            base.storeBytes(of: UInt32(truncatingIfNeeded: third.littleEndian).littleEndian, toByteOffset: 19, as: UInt32.self)
            base.storeBytes(of: dash, toByteOffset: 23, as: UInt8.self)
            base.storeBytes(of: UInt32(truncatingIfNeeded: third.littleEndian >> 32).littleEndian, toByteOffset: 24, as: UInt32.self)
            base.storeBytes(of: fourth, toByteOffset: 28, as: UInt64.self)
        }
    }

    /// The eight lowercase hex digits of four bytes, as the bytes of a little-endian `UInt64` in text order:
    /// `raw` holds the bytes as loaded from memory (first byte lowest). Branch-free: each byte's nibbles go to two
    /// bytes of the word, then each nibble becomes `0`–`9` or `a`–`f` in all eight bytes at once.
    @inline(__always)
    static func hexDigits(of raw: UInt32) -> UInt64 {
        let littleEndian = UInt32(littleEndian: raw)
        var spread = UInt64(littleEndian)
        spread = (spread | (spread << 16)) & 0x0000_FFFF_0000_FFFF
        spread = (spread | (spread << 8)) & 0x00FF_00FF_00FF_00FF  // byte i alone in 16-bit lane i
        let nibbles = ((spread >> 4) & 0x000F_000F_000F_000F) | ((spread & 0x000F_000F_000F_000F) << 8)  // high nibble first
        let letters = ((nibbles &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101  // 1 where the nibble is 10…15
        let text = nibbles &+ 0x3030_3030_3030_3030 &+ letters &* (UInt64(UInt8(ascii: "a")) - 0x3A)
        return text.littleEndian
    }
}
