import Testing

@testable import TrackPlanGenerate

/// The renderer's byte loops answer as the character-level questions they replace, and a list wraps by characters,
/// not bytes.
@Suite struct UTF8ScanTests {
    @Test func bytesOfASCIIAndOtherText() {
        #expect(UTF8Scan.isASCII(""))
        #expect(UTF8Scan.isASCII("order_id 42"))
        #expect(!UTF8Scan.isASCII("café"))
        #expect(UTF8Scan.contains(.lineFeed, in: "line\nline"))
        #expect(!UTF8Scan.contains(.lineFeed, in: "🎉 no newline"))
    }

    static let samples = [
        "", "order_id 42", "a/b", "~tilde", "quote\"", "back\\slash", "tab\there", "line\nline", "cr\r", "del\u{7F}", "café", "🎉",
        " ", "~", "/", "\u{1F}", " lead", "trail ", "ends\n", "two\nlines",
    ]

    /// Each predicate against its definition by Unicode scalars.
    @Test(arguments: samples) func predicatesMatchTheirDefinitions(text: String) {
        let scalars = text.unicodeScalars.map(\.value)
        #expect(UTF8Scan.containsTildeOrSlash(text) == scalars.contains { $0 == 0x7E || $0 == 0x2F })
        #expect(UTF8Scan.isPlainLiteral(text) == scalars.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C })
        #expect(UTF8Scan.isPlainJSON(text) == scalars.allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C })
        let trimmed = scalars.first != 0x20 && scalars.last != 0x20 && scalars.last != 0x0A
        #expect(
            UTF8Scan.isPlainDocText(text) == (!scalars.isEmpty && trimmed && scalars.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }))
        #expect(UTF8Scan.isASCII(text) == scalars.allSatisfy { $0 < 0x80 })
        #expect(UTF8Scan.contains(.lineFeed, in: text) == scalars.contains(0x0A))
        #expect(UTF8Scan.contains(.carriageReturn, in: text) == scalars.contains(0x0D))
    }

    @Test func columnsCountCharacters() {
        #expect(UTF8Scan.columns("") == 0)
        #expect(UTF8Scan.columns("visitor") == 7)
        #expect(UTF8Scan.columns("é🎉") == 2)
        #expect(UTF8Scan.columns("e\u{301}") == 1)
    }

    @Test func aListThatFitsByCharactersStaysOnOneLine() {
        // 4 items of 20 characters (60 bytes each): 240 bytes, 100 columns with the separators and brackets.
        let items = Array(repeating: String(repeating: "é", count: 20), count: 4)
        var out = IndentedText()
        out.wrappedList(opening: "f(", items: items, closing: ")")
        #expect(out.text == "f(" + items.joined(separator: ", ") + ")\n")
    }

    @Test func aListPastTheWidthWraps() {
        let items = Array(repeating: String(repeating: "a", count: 40), count: 3)
        var out = IndentedText()
        out.wrappedList(opening: "f(", items: items, closing: ")")
        #expect(out.text == "f(\n" + items.map { "    " + $0 }.joined(separator: ",\n") + "\n)\n")
    }

    @Test func aListOfExactlyTheWidthFits() {
        // 2 + 58 + 2 + 57 + 1 = 120 columns.
        let items = [String(repeating: "a", count: 58), String(repeating: "b", count: 57)]
        var out = IndentedText()
        out.wrappedList(opening: "f(", items: items, closing: ")")
        #expect(out.text == "f(" + items.joined(separator: ", ") + ")\n")
    }
}
