import Foundation
import Testing

@_spi(Generated) @testable import TrackPlan

/// The one rule for how a string is written (`JSONWriter.route(_:)`), checked against a byte-by-byte reading of it:
/// plain (as it stands) only when short, with nothing to escape and nothing the scrubber replaces; scrubbed only when
/// the scrubber runs there and finds something; else escaped.
@Suite struct JSONWriterTextRouteTests {
    static let texts = [
        "", "EUR", "ord_12345", "leave at the door", #"say "hi""#, "back\\slash", "line\nbreak", "me@example.com", "card 4111 1111 1111 1111",
        "é😀", String(repeating: "a", count: 120), String(repeating: "a", count: 121), String(repeating: "7", count: 130),
        String(repeating: "x", count: 119) + "\"", "write to ann@example.com " + String(repeating: "z", count: 120),
    ]

    func expected(_ text: String, scrubs: Bool, inSend: Bool) -> JSONWriter.TextRoute {
        let scrubbed = scrubs && !inSend && PIIScrubber.scrubbed(text) != nil
        if scrubbed { return .scrubbed }
        let needsEscape = text.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        return text.utf8.count <= JSONWriter.shortText && !needsEscape ? .plain : .escaped
    }

    @Test(arguments: texts)
    func theRouteIsWhatTheBytesSay(text: String) {
        for scrubs in [false, true] {
            for inSend in [false, true] {
                var writer = JSONWriter()
                writer.scrubsPII = scrubs
                if inSend { writer.beginVerbatim() }
                var copy = text
                let route = copy.withUTF8 { writer.route($0) }
                #expect(route == expected(text, scrubs: scrubs, inSend: inSend), "\(text.debugDescription) scrubs \(scrubs) in send \(inSend)")
            }
        }
    }
}
