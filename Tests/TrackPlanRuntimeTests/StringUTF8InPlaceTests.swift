import Foundation
import Testing

@testable import TrackPlan

/// `withUTF8InPlace` hands its body the string's exact UTF-8, whether the string is native (read in place) or not
/// held as contiguous UTF-8 (read from a copy), and returns what the body returns.
@Suite struct StringUTF8InPlaceTests {
    @Test(arguments: ["", "ord_1", "Zürich ☕️ 東京", String(repeating: "long text ", count: 200)])
    func theBodySeesTheStringsUTF8(_ text: String) {
        #expect(text.withUTF8InPlace { Array($0) } == Array(text.utf8))
    }

    @Test func aStringNotHeldAsUTF8IsReadFromACopy() {
        // Built from UTF-16 through Foundation: on platforms that bridge, its storage is not contiguous UTF-8.
        let utf16: [UInt16] = Array("café @ 12".utf16)
        let text = String(NSString(characters: utf16, length: utf16.count))
        #expect(text.withUTF8InPlace { Array($0) } == Array("café @ 12".utf8))
        #expect(text.withUTF8InPlace { _ in Optional<Int>.none } == nil)
    }
}
