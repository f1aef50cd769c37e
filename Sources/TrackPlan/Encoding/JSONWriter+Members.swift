import Foundation

/// One-call object members for generated encoders: `member(escaped: "order_id", string: orderId)` writes the
/// pre-escaped key and the value. Fusing the two calls halves the statements the compiler type-checks per property
/// in the generated code; each writes exactly what `key(escaped:)` followed by the matching value method writes.
/// Strings that need no escape and no scrub, integers, most decimals and booleans are written with the key in one
/// reservation (`,"key":value`), the writer's storage checked once per member instead of twice.
extension JSONWriter {
    public mutating func member(escaped key: StaticString, string value: String) {
        // As `string(_:)` decides (`route(_:)`); a plain value is written with its key in one reservation.
        let written: Bool? = value.utf8.withContiguousStorageIfAvailable { utf8 in
            let route = route(utf8)
            if route == .plain {
                writeMember(key, room: utf8.count + 2) { Self.formatQuoted(utf8, comma: false, colon: false, at: $0) }
            } else {
                member(escaped: key, utf8: utf8, route: route)
            }
            return true
        }
        guard written == nil else { return }
        self.key(escaped: key)
        string(value)
    }

    /// `member(escaped:string:)` for a value that is not plain: apart, so the usual member's code stays small.
    @inline(never)
    private mutating func member(escaped key: StaticString, utf8: UnsafeBufferPointer<UInt8>, route: TextRoute) {
        self.key(escaped: key)
        quoted(utf8: utf8, colon: false, route: route)
        needsComma = true
    }

    public mutating func member(escaped key: StaticString, integer value: Int) {
        writeMember(key, room: 21) { Self.formatInteger(value, at: $0) }
    }

    public mutating func member(escaped key: StaticString, number value: Double) {
        if value.isFinite, value != 0 || value.sign == .plus {
            if abs(value) < 1e15, Double(Int(value)) == value { return member(escaped: key, integer: Int(value)) }
            if let (units, decimals) = Self.fixedPoint(value) {
                return writeMember(key, room: Self.fixedPointRoom) {
                    Self.formatFixedPoint(units: units, decimals: decimals, negative: value < 0, at: $0)
                }
            }
        }
        self.key(escaped: key)
        number(value)
    }

    public mutating func member(escaped key: StaticString, bool value: Bool) {
        let text: StaticString = value ? "true" : "false"
        writeMember(key, room: text.utf8CodeUnitCount) { out in
            ShortCopy.copy(text.utf8CodeUnitCount, from: text.utf8Start, to: out)
            return text.utf8CodeUnitCount
        }
    }

    /// `"key":null`.
    mutating func memberNull(escaped key: StaticString) {
        writeMember(key, room: 4) { out in
            ShortCopy.copy(4, from: StaticString("null").utf8Start, to: out)
            return 4
        }
    }

    public mutating func member(escaped key: StaticString, date value: Date) { self.key(escaped: key); date(value) }
    public mutating func member(escaped key: StaticString, url value: URL) { self.key(escaped: key); url(value) }
    public mutating func member(escaped key: StaticString, uri value: URI) { self.key(escaped: key); string(value.string) }
    public mutating func member(escaped key: StaticString, uuid value: UUID) { self.key(escaped: key); uuid(value) }

    /// `,"key":` (the comma when one is due) and then what `value` writes, at most `room` bytes, in one reservation.
    @inline(__always)
    private mutating func writeMember(_ key: StaticString, room: Int, _ value: (UnsafeMutablePointer<UInt8>) -> Int) {
        let comma = needsComma
        key.withUTF8Buffer { key in
            write(atMost: key.count + room + 4) { out in
                let end = Self.formatQuoted(key, comma: comma, colon: true, at: out)
                return end + value(out + end)
            }
        }
        needsComma = true
    }
}
