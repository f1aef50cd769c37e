extension JSONParser {
    /// Parses a string starting at its opening quote: escapes decoded, control characters and invalid UTF-8 refused.
    mutating func parseString() throws(Failure) -> String {
        index += 1
        let start = index
        var plain = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let raw = bytes[start..<index]
                index += 1
                if plain { return String(decoding: raw, as: UTF8.self) }
                return try decodeSlow(raw, from: start)
            }
            if byte < 0x20 { throw fail("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                plain = false
                index += 2
                continue
            }
            if byte >= 0x80 { plain = false }
            index += 1
        }
        throw Failure(offset: start - 1, reason: "unterminated string")
    }

    private func decodeSlow(_ raw: ArraySlice<UInt8>, from start: Int) throws(Failure) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var position = raw.startIndex
        while position < raw.endIndex {
            let byte = raw[position]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                position += 1
                continue
            }
            guard position + 1 < raw.endIndex else { throw Failure(offset: position, reason: "bad escape") }
            let escaped = raw[position + 1]
            position += 2
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4(raw, at: position)
                position += 4
                if (0xD800..<0xDC00).contains(scalar), position + 6 <= raw.endIndex, raw[position] == UInt8(ascii: "\\"),
                    raw[position + 1] == UInt8(ascii: "u")
                {
                    let low = try hex4(raw, at: position + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        position += 6
                    }
                }
                guard let unicode = Unicode.Scalar(scalar) else {
                    throw Failure(offset: position, reason: "lone surrogate in a \\u escape")
                }
                out.append(contentsOf: Array(String(Character(unicode)).utf8))
            default:
                throw Failure(offset: position - 1, reason: "bad escape")
            }
        }
        guard let text = String(validating: out, as: UTF8.self) else {
            throw Failure(offset: start, reason: "invalid UTF-8 in a string")
        }
        return text
    }

    private func hex4(_ raw: ArraySlice<UInt8>, at position: Int) throws(Failure) -> UInt32 {
        guard position + 4 <= raw.endIndex else { throw Failure(offset: position, reason: "bad \\u escape") }
        var value: UInt32 = 0
        for byte in raw[position..<position + 4] {
            guard let digit = Self.hexDigit(byte) else { throw Failure(offset: position, reason: "bad \\u escape") }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
