import TrackPlanModel

/// Checks on raw bytes that come before JSON parsing, so each problem gets a precise message and position.
enum ByteChecks {
    /// The first problem found in the raw bytes, as (offset, rule id, message), or nil.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, ruleID: String, message: String)? {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return (0, "json-byte-order-mark", "file starts with a UTF-8 byte-order mark; save it as UTF-8 without BOM")
        }
        var index = 0
        let count = bytes.count
        while index < count {
            index = ASCIIWords.skipPlainText(in: bytes, from: index)
            guard index < count else { break }
            let byte = bytes[index]
            if byte == 0 {
                return (index, "json-nul-byte", "file contains a NUL byte; plan files must be UTF-8 text")
            }
            if byte < 0x80 { index += 1; continue }
            let length: Int
            let minimum: UInt32
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(byte & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(byte & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(byte & 0x07)
            default: return (index, "json-invalid-utf8", "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true)); plan files must be UTF-8")
            }
            guard index + length <= count else {
                return (index, "json-invalid-utf8", "truncated UTF-8 sequence at end of file")
            }
            for next in 1..<length {
                let continuation = bytes[index + next]
                guard continuation & 0xC0 == 0x80 else {
                    return (index, "json-invalid-utf8", "invalid UTF-8 sequence; plan files must be UTF-8")
                }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                return (index, "json-invalid-utf8", "invalid UTF-8 sequence (overlong or surrogate); plan files must be UTF-8")
            }
            index += length
        }
        return nil
    }
}
