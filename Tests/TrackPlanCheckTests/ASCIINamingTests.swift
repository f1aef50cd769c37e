import TestSupport
import Testing

@testable import TrackPlanModel

/// The ASCII fast path of the naming authority spells every ASCII key exactly as the Unicode path does: the checker,
/// the generator and the differ name declarations through it, so a difference would rename generated API.
@Suite struct ASCIINamingTests {
    @Test(arguments: [
        "order_completed", "Order Completed", "orderID", "IPAddress", "URL2go", "3d_view", "a-b.c d", "ID", "iOS", "_x_",
        "x", "9", "HTTPServer", "snake_CASE_mix", "--lead", "trail--", "a1B2c3",
    ])
    func knownKeysMatchTheUnicodePath(key: String) {
        #expect(ASCIIIdentifier.spell(key, leadingWord: .capitalized) == SwiftNames.unicodeSpelling(key, leadingWord: .capitalized))
        #expect(ASCIIIdentifier.spell(key, leadingWord: .lowercased) == SwiftNames.unicodeSpelling(key, leadingWord: .lowercased))
    }

    @Test func randomASCIIKeysMatchTheUnicodePath() {
        var random = SplitMix64(seed: 25)
        let alphabet = Array("aAbBzZ09_- .$Ii".utf8)
        for _ in 0..<20_000 {
            let length = Int.random(in: 1...12, using: &random)
            let key = String(decoding: (0..<length).map { _ in alphabet.randomElement(using: &random)! }, as: UTF8.self)
            for leading in [ASCIIIdentifier.LeadingWord.capitalized, .lowercased] {
                guard let fast = ASCIIIdentifier.spell(key, leadingWord: leading) else {
                    #expect(!key.utf8.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || (0x30...0x39).contains($0) }, "\(key)")
                    continue
                }
                #expect(fast == SwiftNames.unicodeSpelling(key, leadingWord: leading), "\(key)")
            }
        }
    }

    @Test func nonASCIIKeysTakeTheUnicodePath() {
        #expect(ASCIIIdentifier.spell("café", leadingWord: .lowercased) == nil)
        #expect(ASCIIIdentifier.spell("🎉", leadingWord: .capitalized) == nil)
        #expect(SwiftNames.memberName("café au lait") == "caféAuLait")
    }
}
