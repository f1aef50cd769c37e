import Foundation

/// A `format: uri` value: the app's exact text, sent byte for byte.
///
/// `URL(string:)` may percent-encode or rewrite what it is given, so a plan URI is not stored as a `URL`: the
/// generated API takes a `URI`, built from a literal (`imageUrl: "https://example.com/a.png"`), a string, or a `URL`
/// (its `absoluteString`). The event's validator checks it against RFC 3986 (`URI` production: a scheme is
/// required) when it is tracked, and reports rule `format` if it is not one; the text is never changed.
public struct URI: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The text as given; this is what is sent.
    public let string: String

    public init(_ string: String) { self.string = string }

    public init(stringLiteral value: String) { self.string = value }

    /// The URL's `absoluteString`.
    public init(_ url: URL) { self.string = url.absoluteString }

    /// The text as a `URL`, when Foundation reads it as one.
    public var url: URL? { URL(string: string) }

    /// Whether the text is a URI by RFC 3986 (what the validator checks).
    public var isValid: Bool { URIGrammar.isURI(string) }

    public var description: String { string }
}
