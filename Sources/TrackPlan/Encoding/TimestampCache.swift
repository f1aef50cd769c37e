/// The text of envelope timestamps for the current second: `2026-11-22T04:55:01.` is formed once a second, and each
/// call writes only its three digits of milliseconds after it. Held under the pipeline's lock (`CallState`).
/// Moments outside the years 0–9999 are not cached (`UTCDateTime` writes those).
struct TimestampCache: Sendable {
    /// 24 bytes of ASCII: `YYYY-MM-DDTHH:MM:SS.mmmZ`.
    typealias Text = (UInt64, UInt64, UInt64)

    private var second = Int64.min
    private var text: Text = (0, 0, 0)

    /// The timestamp of `milliseconds` since 1970, or nil when its year is outside 0–9999.
    mutating func text(millisecondsSince1970 milliseconds: Int64) -> Text? {
        let millisecond = Int(((milliseconds % 1000) + 1000) % 1000)
        let second = (milliseconds - Int64(millisecond)) / 1000
        if second != self.second {
            let time = UTCDateTime(millisecondsSince1970: milliseconds)
            guard (0...9999).contains(time.year) else { return nil }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(24)
            time.appendText(to: &bytes)
            withUnsafeMutableBytes(of: &text) { $0.copyBytes(from: bytes) }
            self.second = second
        }
        var result = text
        withUnsafeMutableBytes(of: &result) { raw in
            raw[20] = UInt8(ascii: "0") &+ UInt8(millisecond / 100)
            raw[21] = UInt8(ascii: "0") &+ UInt8(millisecond / 10 % 10)
            raw[22] = UInt8(ascii: "0") &+ UInt8(millisecond % 10)
        }
        return result
    }
}

extension JSONWriter {
    /// Writes an envelope's `timestamp` from the text `TimestampCache` formed.
    mutating func timestamp(_ text: TimestampCache.Text) {
        withUnsafeBytes(of: text) { raw in
            appendQuoted(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: 24), colon: false, escaped: true)
        }
        needsComma = true
    }
}
