import TestSupport
import Testing

@testable import TrackPlanParse

/// The word-at-a-time scans agree with byte-by-byte definitions on seeded random buffers of every length and
/// alignment (a NUL or a high byte anywhere in a word, at its edges, or in the tail shorter than a word).
@Suite struct ASCIIWordsTests {
    @Test(arguments: 0..<4)
    func scansAgreeWithTheByteByByteDefinitions(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...40, using: &random)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0x01...0x7F, using: &random) }
            for _ in 0..<Int.random(in: 0...2, using: &random) where count > 0 {
                bytes[Int.random(in: 0..<count, using: &random)] = [0x00, 0x80, 0xC3, 0xFF].randomElement(using: &random)!
            }
            let start = Int.random(in: 0...count, using: &random)
            bytes.withUnsafeBufferPointer { buffer in
                #expect(ASCIIWords.isASCII(buffer) == bytes.allSatisfy { $0 < 0x80 }, "\(bytes)")
                let skipped = ASCIIWords.skipPlainText(in: buffer, from: start)
                #expect(skipped >= start && skipped <= count, "\(bytes) from \(start)")
                #expect(bytes[start..<skipped].allSatisfy { $0 != 0 && $0 < 0x80 }, "\(bytes) from \(start)")
                // It stops only at a word holding such a byte, or when fewer than eight bytes are left.
                #expect(count - skipped < 8 || bytes[skipped..<skipped + 8].contains { $0 == 0 || $0 >= 0x80 }, "\(bytes) from \(start)")
            }
        }
    }

    @Test func lineTableFindsTheSamePositionsForASCIIText() {
        let text = Array("{\n  \"a\": 1,\r\n\n  \"b\": [true]\n}".utf8)
        text.withUnsafeBufferPointer { buffer in
            let lines = LineTable(file: "plan.json", bytes: buffer)
            for offset in 0..<text.count {
                let location = lines.location(ofOffset: offset)
                let before = text[..<offset]
                #expect(location.line == before.filter { $0 == 0x0A }.count + 1)
                #expect(location.column == offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1)
            }
        }
    }
}
