import Foundation

/// One-call object members for generated encoders: `member(escaped: "order_id", string: orderId)` writes the
/// pre-escaped key and the value. Fusing the two calls halves the statements the compiler type-checks per property
/// in the generated code; each is exactly `key(escaped:)` followed by the matching value method.
extension JSONWriter {
    public mutating func member(escaped key: StaticString, string value: String) { self.key(escaped: key); string(value) }
    public mutating func member(escaped key: StaticString, integer value: Int) { self.key(escaped: key); integer(value) }
    public mutating func member(escaped key: StaticString, number value: Double) { self.key(escaped: key); number(value) }
    public mutating func member(escaped key: StaticString, bool value: Bool) { self.key(escaped: key); bool(value) }
    public mutating func member(escaped key: StaticString, date value: Date) { self.key(escaped: key); date(value) }
    public mutating func member(escaped key: StaticString, url value: URL) { self.key(escaped: key); url(value) }
    public mutating func member(escaped key: StaticString, uri value: URI) { self.key(escaped: key); string(value.string) }
    public mutating func member(escaped key: StaticString, uuid value: UUID) { self.key(escaped: key); uuid(value) }
}
