import Foundation
import TestSupport
import Testing
import TrackPlanModel

@testable import TrackPlanParse

/// The one-pass path (`PlainJSONParser`) and the json-c path read every text to the same result: the same document
/// (values, keys, lines, columns, code-point columns, pointers) and the same diagnostics. Compared on every JSON
/// file in the repository, on hand-picked edge cases, and on seeded random damage to valid text.
@Suite struct JSONReaderPlainPathTests {
    static let jsonC: JSONReader = {
        var reader = JSONReader()
        reader.readsPlainTextDirectly = false
        return reader
    }()

    static let edgeCases: [String] = [
        #"{"a": 1, "b": -0, "c": 0.5, "d": -1.25e-3, "e": 1E+2, "f": 9223372036854775807, "g": -9223372036854775808}"#,
        #"{"big": 9223372036854775808, "small": -9223372036854775809}"#,
        #"{"x": 1e400}"#, #"{"x": 1e-400}"#, #"{"x": 0.1e-320}"#, #"{"x": 01}"#, #"{"x": 1.}"#, #"{"x": .5}"#, #"{"x": -}"#,
        #"{"x": +1}"#, #"{"x": NaN}"#, #"{"x": Infinity}"#, #"{"x": 0x10}"#, #"{"x": 1e5e5}"#,
        #"{"s": "a\"b\\c\/d\be\ff\ng\rh\ti\u00e9\ud83d\ude00\u001f"}"#, #"{"s": "\u0000"}"#, #"{"s": "\ud83d"}"#,
        #"{"s": "\ude00\ud83d"}"#, #"{"s": "\x"}"#, #"{"s": "\u12"}"#, "{\"s\": \"tab\there\"}", "{\"s\": \"del\u{7F}\"}",
        #"{"\u00e9": 1, "é": 2}"#, #"{"k": 1, "k": 2}"#, #"{"é": "ü", "n": [1, {"ö": null}], "m": "x"}"#,
        "{\n  \"a\": [\n    true,\n    false,\n    null\n  ]\r\n}\n", "{\"a\":1}\u{0B}", "{\"a\":1} x", "{\"a\":1,}", "[1,]", "{,}",
        "[]", "{}", "[[[]]]", "  {\"a\": {}}  ", "1", "\"s\"", "true", "{\"a\": tru}", "{\"a\": nulll}", "{\"a\" 1}", "{a: 1}",
        "{\"a\": 'b'}", "{\"a\": 1 /* c */}", "{\"a\": [1 2]}", "{\"a\": \"unterminated}",
        String(repeating: "[", count: 70) + String(repeating: "]", count: 70),
        String(repeating: "[", count: 62) + String(repeating: "]", count: 62),
        "{\"a\": [" + String(repeating: "1", count: 120) + "]}", "{\"a\": 0." + String(repeating: "0", count: 120) + "1}",
    ]

    @Test(arguments: edgeCases)
    func edgeCasesReadTheSame(text: String) {
        expectSameReading(Array(text.utf8), "edge case \(text)")
    }

    @Test func everyJSONFileInTheRepositoryReadsTheSame() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var count = 0
        for folder in ["Examples", "Tests", "Benchmarks"] {
            guard let files = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in files where url.pathExtension == "json" && !url.path.contains("/.build") {
                expectSameReading(Array(try Data(contentsOf: url)), url.path)
                count += 1
            }
        }
        #expect(count > 50)
    }

    @Test(arguments: 0..<4)
    func damagedTextReadsTheSame(seed: UInt64) {
        let alphabet = Array(#"{}[],:"\ -+.eE0123456789tfnrul/"#.utf8) + [0x00, 0x09, 0x0A, 0x0D, 0x7F, 0xC3, 0xA9]
        for (index, bytes) in JSONReaderFuzzTests.damagedTexts(seed: seed, alphabet: alphabet).enumerated() {
            expectSameReading(bytes, "seed \(seed) case \(index): \(String(decoding: bytes, as: UTF8.self))")
        }
    }

    private func expectSameReading(_ bytes: [UInt8], _ what: String) {
        let direct = JSONReader().read(bytes, path: "plan.json")
        let viaJSONC = Self.jsonC.read(bytes, path: "plan.json")
        #expect(direct.document == viaJSONC.document, "\(what)")
        #expect(direct.diagnostics == viaJSONC.diagnostics, "\(what)")
        #expect(direct.document.map { Self.codePointColumns($0.root) } == viaJSONC.document.map { Self.codePointColumns($0.root) }, "\(what)")
    }

    /// Every node's and key's code-point column, in document order (not part of `SourceLocation`'s equality).
    static func codePointColumns(_ node: JSONNode) -> [Int?] {
        switch node.value {
        case .array(let items): [node.location.codePointColumn] + items.flatMap(codePointColumns)
        case .object(let members): [node.location.codePointColumn] + members.flatMap { [$0.keyLocation.codePointColumn] + codePointColumns($0.value) }
        default: [node.location.codePointColumn]
        }
    }
}

extension JSONReaderPlainPathTests {
    @Test func plainTextTakesTheOnePassPath() {
        let bytes = JSONReaderFuzzTests.valid
        let root = bytes.withUnsafeBufferPointer { buffer in
            PlainJSONParser.root(of: buffer, lines: LineTable(file: "plan.json", bytes: buffer), maximumDepth: JSONReadLimits.default.maximumDepth)
        }
        #expect(root != nil)
    }
}
