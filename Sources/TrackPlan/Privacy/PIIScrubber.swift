/// How many values of each kind a scrub replaced.
public struct PIIScrubCounts: Sendable, Hashable {
    public var emails = 0
    public var cards = 0

    public init(emails: Int = 0, cards: Int = 0) {
        self.emails = emails
        self.cards = cards
    }

    public var total: Int { emails + cards }

    func count(of kind: PIIKind) -> Int {
        switch kind {
        case .email: emails
        case .card: cards
        }
    }

    mutating func add(_ kind: PIIKind) {
        switch kind {
        case .email: emails += 1
        case .card: cards += 1
        }
    }

    mutating func add(_ other: PIIScrubCounts) {
        emails += other.emails
        cards += other.cards
    }
}

/// Replaces email addresses and card numbers in free text with `<email>` / `<card>`.
///
/// The common case, text with nothing to replace, returns nil after one scan and allocates nothing.
public enum PIIScrubber {
    /// `text` with every match replaced, and what was replaced; nil when nothing matched.
    public static func scrubbed(_ text: String) -> (text: String, counts: PIIScrubCounts)? {
        var text = text
        return text.withUTF8 { scrubbed($0) }
    }

    /// The scrubbed bytes as a string, and what was replaced; nil when nothing matched.
    static func scrubbed(_ bytes: UnsafeBufferPointer<UInt8>) -> (text: String, counts: PIIScrubCounts)? {
        guard PIIScanner.firstMatch(in: bytes, from: 0) != nil else { return nil }
        var counts = PIIScrubCounts()
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        PIIScanner.scrub(bytes, plain: { output.append(contentsOf: $0) }) { kind in
            output.append(contentsOf: kind.token.utf8)
            counts.add(kind)
        }
        return (String(decoding: output, as: UTF8.self), counts)
    }
}
