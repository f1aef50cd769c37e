import Foundation
import TestSupport
import Testing

@_spi(Generated) @testable import TrackPlan

/// The writer's fast paths against what they stand in for: `Double.description` (`fixedPointNumber`), Foundation's
/// `uuidString` (`uuidText`), a byte-by-byte classification (`TextClasses`), RFC 8259 escaping and the scrubber
/// (`string(_:)`), and the envelope's members written one by one (`envelopeMembers`).
@Suite struct JSONWriterFastPathTests {
    func written(_ value: Double) -> String {
        var writer = JSONWriter()
        writer.number(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func decimalsAreWrittenAsDescriptionWritesThem() {
        let values: [Double] = [
            59.9, 0.1, 0.2, 0.3, 1.5, -2.25, 0.001, -0.001, 0.125, 19.99, 999_999_999.5, 123_456.789_012, 0.000_999, 1e-7, 1.0 / 3,
            0.001.nextDown, 0.001.nextUp, 1e9.nextDown, 999_999_999.999_999, 0.000_001, 42.5, 0.1 + 0.2, 100.01, 1e-3 + 1e-6,
            Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 4_503_599_627_370_495.5, 123_456_789.123_456,
        ]
        for value in values where value != value.rounded() {
            #expect(written(value) == value.description, "\(value)")
            #expect(written(-value) == (-value).description, "\(-value)")
        }
    }

    @Test func randomDecimalsAndTheirNeighboursMatchDescription() {
        var generator = SplitMix64(seed: 22)
        for _ in 0..<50_000 {
            let decimals = Int.random(in: 0...8, using: &generator)
            var value = Double(Int64.random(in: -2_000_000_000_000...2_000_000_000_000, using: &generator))
            for _ in 0..<decimals { value /= 10 }
            for candidate in [value, value.nextUp, value.nextDown] where candidate != candidate.rounded() {
                #expect(written(candidate) == candidate.description, "\(candidate)")
            }
        }
        for _ in 0..<50_000 {  // any bit pattern of a finite double
            let value = Double(bitPattern: generator.next())
            guard value.isFinite, value != value.rounded() else { continue }
            #expect(written(value) == value.description, "\(value)")
        }
    }

    @Test func theFixedPointPathTakesOnlyWhatItCanWriteExactly() {
        var writer = JSONWriter()
        let taken = [59.9, 1.0 / 3, 1e-4, 2e9 + 0.5, -0.5].map { writer.fixedPointNumber($0) }
        // More than six decimals, below 0.001 and above 1e9 are left to `description`.
        #expect(taken == [true, false, false, false, true])
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "59.9,-0.5")
    }

    @Test func uuidsMatchFoundationOverManyValues() {
        var generator = SplitMix64(seed: 7)
        var ids = [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))]
        ids.append(UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255)))
        for byte in 0...255 {  // every byte value at every position
            let value = UInt8(byte)
            ids.append(UUID(uuid: (value, value, value, value, value, value, value, value, value, value, value, value, value, value, value, value)))
        }
        for _ in 0..<20_000 {
            var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &uuid) { raw in
                raw.storeBytes(of: generator.next(), toByteOffset: 0, as: UInt64.self)
                raw.storeBytes(of: generator.next(), toByteOffset: 8, as: UInt64.self)
            }
            ids.append(UUID(uuid: uuid))
        }
        var generatorIds = MessageIDGenerator()
        for millis in stride(from: Int64(0), to: 1 << 47, by: 1 << 40) { ids.append(generatorIds.next(unixMillis: millis)) }
        for id in ids {
            var writer = JSONWriter()
            writer.beginArray()
            writer.uuid(id)
            writer.uuid(id)
            writer.endArray()
            let text = id.uuidString.lowercased()
            #expect(String(decoding: writer.bytes, as: UTF8.self) == "[\"\(text)\",\"\(text)\"]")
        }
    }

    @Test func textClassesAgreeWithAByteByByteLook() {
        func expected(_ bytes: [UInt8]) -> (Bool, Bool) {
            (
                bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") },
                bytes.contains { (0x30...0x40).contains($0) }
            )
        }
        var generator = SplitMix64(seed: 3)
        for length in 0...24 {
            for special in 0...255 {  // each byte value, at a random position, among plain letters
                var bytes = (0..<length).map { _ in UInt8.random(in: UInt8(ascii: "a")...UInt8(ascii: "z"), using: &generator) }
                if length > 0 { bytes[Int.random(in: 0..<length, using: &generator)] = UInt8(special) }
                let classes = bytes.withUnsafeBufferPointer { TextClasses($0) }
                let (escapes, candidates) = expected(bytes)
                #expect(classes.needsEscaping == escapes, "\(bytes)")
                #expect(classes.mayHoldPII == candidates, "\(bytes)")
            }
            for _ in 0..<200 {  // random bytes, UTF-8 or not
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
                let classes = bytes.withUnsafeBufferPointer { TextClasses($0) }
                let (escapes, candidates) = expected(bytes)
                #expect(classes.needsEscaping == escapes && classes.mayHoldPII == candidates, "\(bytes)")
            }
        }
    }

    @Test func stringsAreEscapedAndScrubbedAsBefore() throws {
        // RFC 8259 escaping, byte by byte: the short escapes, `\u00XX` for other control characters.
        let shortEscapes: [UInt8: String] = [0x22: #"\""#, 0x5C: #"\\"#, 0x0A: #"\n"#, 0x0D: #"\r"#, 0x09: #"\t"#, 0x08: #"\b"#, 0x0C: #"\f"#]
        func escaped(_ text: String) -> String {
            let bytes = text.utf8.flatMap { byte -> [UInt8] in
                if let escape = shortEscapes[byte] { return Array(escape.utf8) }
                return byte < 0x20 ? Array(String(format: "\\u%04x", byte).utf8) : [byte]
            }
            return "\"" + String(decoding: bytes, as: UTF8.self) + "\""
        }
        let pieces = [
            "a", "ord_", "42", "@", "x@example.com", "4111 1111 1111 1111", "\"", "\\", "\n", "\u{01}", "é", "😀", " ", "leave at the door",
            "ORDER", "9", ":", "?",
        ]
        var generator = SplitMix64(seed: 26)
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for scrubs in [false, true] {
                var writer = JSONWriter()
                writer.scrubsPII = scrubs
                writer.beginObject()
                writer.key(text)
                writer.string(text)
                writer.endObject()
                let expectedText = scrubs ? PIIScrubber.scrubbed(text)?.text ?? text : text
                let expected = "{\(escaped(expectedText)):\(escaped(expectedText))}"
                #expect(String(decoding: writer.bytes, as: UTF8.self) == expected, "\(text.debugDescription) scrubbing: \(scrubs)")
            }
        }
    }

    @Test(
        arguments: [
            ("anon-1", "user-1"), ("anon-1", nil), (String(repeating: "a", count: 300), String(repeating: "u", count: 300)), ("an\"on", nil),
            ("anon", "us\\er"), ("", ""), ("ano\u{01}n", "user"), ("ä-ü", "😀"),
        ] as [(String, String?)])
    func envelopeMembersAreWrittenAsOneByOne(anonymousId: String, userId: String?) throws {
        var draft = DraftFields(messageId: UUID(), timestampMillis: 1_764_000_000_123)
        EnrichmentStage.process(&draft, identity: Identity(anonymousId: anonymousId, userId: userId, base: EventContext()))
        var cache = TimestampCache()
        let event = ButtonTapped(index: 1)
        let fast = EnvelopeEncoder.encode(draft, event: event, timestampText: cache.text(millisecondsSince1970: draft.timestampMillis))
        let memberByMember = EnvelopeEncoder.encode(draft, event: event)
        #expect(String(decoding: fast.bytes, as: UTF8.self) == String(decoding: memberByMember.bytes, as: UTF8.self))
        let envelope = try #require(try JSONSerialization.jsonObject(with: Data(fast.bytes)) as? [String: Any])
        #expect(envelope["anonymousId"] as? String == anonymousId)
        #expect(envelope["userId"] as? String == userId)
    }

    /// A session's tail written with the context in one write, against the context then `session(_:)` (the path an
    /// envelope with additions takes): the same bytes.
    @Test(arguments: [true, false])
    func sessionTailIsWrittenAsAfterTheContext(retention: Bool) throws {
        var draft = DraftFields(messageId: UUID(), timestampMillis: 1_764_000_000_123)
        EnrichmentStage.process(&draft, identity: Identity(anonymousId: "anon-1", userId: "user-1", base: EventContext()))
        let figures = RetentionFigures(
            sessionCount: 3, distinctDaysUsed: 2, previousSessionSeconds: 61, firstSessionDate: "2025-11-13", isNewInstall: false)
        draft.session = SessionStamp(sessionId: 1_764_000_000_000, retention: retention ? figures : nil)
        var cache = TimestampCache()
        let event = ButtonTapped(index: 2)
        let together = EnvelopeEncoder.encode(draft, event: event, timestampText: cache.text(millisecondsSince1970: draft.timestampMillis))
        draft.additions = EventAdditions()  // empty: nothing merged, but the context is written apart from the tail
        let apart = EnvelopeEncoder.encode(draft, event: event, timestampText: cache.text(millisecondsSince1970: draft.timestampMillis))
        #expect(String(decoding: together.bytes, as: UTF8.self) == String(decoding: apart.bytes, as: UTF8.self))
        let envelope = try #require(try JSONSerialization.jsonObject(with: Data(together.bytes)) as? [String: Any])
        let context = try #require(envelope["context"] as? [String: Any])
        #expect(context["sessionId"] as? Int64 == 1_764_000_000_000)
        #expect(envelope["integrations"] != nil)
    }
}
