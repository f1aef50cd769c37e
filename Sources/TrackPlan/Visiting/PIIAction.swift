/// What the encoding walk does with a field the plan marks as personal data (`x-pii` × the plan's `privacy`
/// table, or the property's `x-pii-action`). Decided per field by the generator; fields without a class pass nil
/// and are written as any other (strings through the free-text scrubber when it is on).
@_spi(Generated)
public enum PIIAction: Sendable {
    /// Written as given, never scanned.
    case send
    /// Replaced by HMAC-SHA-256 of the value (its UTF-8 for strings, its JSON text otherwise), as hex.
    case hash
    /// Replaced by the class's token, e.g. `"<email>"` (pre-escaped).
    case redact(StaticString)
    /// Not written at all (the value is still validated).
    case drop
}
