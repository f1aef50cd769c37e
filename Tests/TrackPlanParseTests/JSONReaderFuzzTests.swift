import TestSupport
import Testing
import TrackPlanModel
import TrackPlanParse

/// Seeded random damage to valid JSON: every read ends with a document or with error diagnostics, never a crash
/// or a hang, and a document never holds a U+FFFD the text did not spell (json-c's stand-in for a lone surrogate
/// escape, which damage to the text's `\ud83d\ude00` makes). Replay a failing case from the seed in the message.
@Suite struct JSONReaderFuzzTests {
    static let valid = Array(
        #"{"name": "Shop", "events": {"Order \"Done\"": {"n": [1, -2.5e3, true, null, {"k": "\u00e9\ud83d\ude00"}]}}}"#.utf8)
    static let alphabet = Array(#"{}[],:"\ -+.eE0123456789tfnrul"#.utf8) + [0x00, 0x0A, 0xC3, 0xA9, 0xFF, 0xEF, 0xBB, 0xBF]

    @Test(arguments: 0..<4)
    func damagedJSONEndsWithADocumentOrErrors(seed: UInt64) {
        for (index, bytes) in Self.damagedTexts(seed: seed, alphabet: Self.alphabet).enumerated() {
            let result = JSONReader().read(bytes, path: "plan.json")
            let hasErrors = result.diagnostics.contains { $0.severity == .error }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(result.document != nil || hasErrors, "seed \(seed) case \(index): \(text)")
            if let root = result.document?.root, !text.contains("\u{FFFD}") {
                #expect(!Self.holdsReplacementCharacter(root), "seed \(seed) case \(index): \(text)")
            }
        }
    }

    @Test func damageThatLeavesALoneSurrogateIsReported() {
        let bytes = Array(String(decoding: Self.valid, as: UTF8.self).replacing(#"\ude00"#, with: "ude00").utf8)
        #expect(JSONReader().read(bytes, path: "plan.json").diagnostics.map(\.ruleID) == ["json-lone-surrogate"])
    }

    /// 500 copies of `valid`, each with one to four seeded random removals, insertions from `alphabet` or cuts.
    static func damagedTexts(seed: UInt64, alphabet: [UInt8]) -> [[UInt8]] {
        var random = SplitMix64(seed: seed)
        return (0..<500).map { _ in
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where position < bytes.count: bytes.remove(at: position)
                case 1: bytes.insert(alphabet.randomElement(using: &random)!, at: position)
                default: bytes = Array(bytes[..<position])
                }
            }
            return bytes
        }
    }

    /// Whether a key or string anywhere in `node` holds U+FFFD.
    static func holdsReplacementCharacter(_ node: JSONNode) -> Bool {
        switch node.value {
        case .string(let text): text.contains("\u{FFFD}")
        case .array(let items): items.contains(where: holdsReplacementCharacter)
        case .object(let members): members.contains { $0.key.contains("\u{FFFD}") || holdsReplacementCharacter($0.value) }
        default: false
        }
    }
}
