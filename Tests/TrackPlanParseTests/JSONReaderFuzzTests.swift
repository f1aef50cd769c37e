import TestSupport
import Testing
import TrackPlanModel
import TrackPlanParse

/// Seeded random damage to valid JSON: every read ends with a document or with error diagnostics, never a crash
/// or a hang. Replay a failing case from the seed in the message.
@Suite struct JSONReaderFuzzTests {
    static let valid = Array(
        #"{"name": "Shop", "events": {"Order \"Done\"": {"n": [1, -2.5e3, true, null, {"k": "\u00e9\ud83d\ude00"}]}}}"#.utf8)
    static let alphabet = Array(#"{}[],:"\ -+.eE0123456789tfnrul"#.utf8) + [0x00, 0x0A, 0xC3, 0xA9, 0xFF, 0xEF, 0xBB, 0xBF]

    @Test(arguments: 0..<4)
    func damagedJSONEndsWithADocumentOrErrors(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for index in 0..<500 {
            var bytes = Self.valid
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where position < bytes.count: bytes.remove(at: position)
                case 1: bytes.insert(Self.alphabet.randomElement(using: &random)!, at: position)
                default: bytes = Array(bytes[..<position])
                }
            }
            let result = JSONReader().read(bytes, path: "plan.json")
            let hasErrors = result.diagnostics.contains { $0.severity == .error }
            #expect(result.document != nil || hasErrors, "seed \(seed) case \(index): \(String(decoding: bytes, as: UTF8.self))")
        }
    }
}
