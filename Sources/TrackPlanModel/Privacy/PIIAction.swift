/// What the generated encoder does with a property's value, by its personal-data class (`x-pii`).
///
/// Declared per class in the manifest (`"privacy": {"actions": {"email": "hash"}}`) and per property with
/// `x-pii-action`; a class the table does not name is redacted. A property without `x-pii` (or with `"none"`) has
/// no action: its strings go through the runtime's free-text scrubber.
public enum PIIAction: String, Sendable, Hashable, CaseIterable {
    /// Sent as is, not scanned by the free-text scrubber (the app has a lawful basis to send it).
    case send
    /// Sent after the free-text scrubber, as a property without a class is.
    case scrub
    /// Replaced by the class's token (`<email>`, `<phone>`, …). The default.
    case redact
    /// Replaced by a keyed hash (HMAC-SHA-256, lowercase hex), so equal values stay joinable.
    case hash
    /// Left out: the key is not written.
    case drop

    /// What an undeclared class gets.
    public static let `default` = PIIAction.redact

    /// How much of the value reaches the wire, most first (`send` sends the most). The differ reports a change to
    /// an action that sends more as the louder one.
    public var exposure: Int {
        switch self {
        case .send: 4
        case .scrub: 3
        case .hash: 2
        case .redact: 1
        case .drop: 0
        }
    }
}

extension PIIClass {
    /// The token a `redact` action writes in place of the value.
    public var redactionToken: String { "<\(rawValue)>" }
}
