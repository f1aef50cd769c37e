/// A kind of personal data the free-text scrubber recognises in string values, and the token that replaces it.
///
/// The tokens are the same ones other analytics SDKs use (`<email>`, `<card>`), so a warehouse rule that looks for
/// them works across platforms.
public enum PIIKind: String, Sendable, Hashable, CaseIterable {
    /// An email address (`local@domain.tld`).
    case email
    /// A payment-card number: 13 to 19 digits, optionally grouped by single spaces or hyphens, Luhn-valid.
    case card

    /// What the matched text is replaced with.
    public var token: String {
        switch self {
        case .email: "<email>"
        case .card: "<card>"
        }
    }
}

/// One piece of personal data found in a UTF-8 buffer: its kind and its byte range.
struct PIIMatch: Equatable, Sendable {
    var kind: PIIKind
    var range: Range<Int>
}
