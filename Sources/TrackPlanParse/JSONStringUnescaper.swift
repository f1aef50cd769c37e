/// Decodes the body of a JSON string literal (between the quotes). Used only for object keys with escapes, which
/// must be compared as decoded text to find duplicates.
enum JSONStringUnescaper {
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var bytes: [UInt8] = []
        var index = 0
        func flush() {
            if !bytes.isEmpty { scalars.append(contentsOf: String(decoding: bytes, as: UTF8.self).unicodeScalars); bytes.removeAll() }
        }
        func hex(at offset: Int) -> UInt32? {
            guard offset + 4 <= raw.count else { return nil }
            return UInt32(String(decoding: UnsafeBufferPointer(rebasing: raw[offset..<offset + 4]), as: UTF8.self), radix: 16)
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else { bytes.append(byte); index += 1; continue }
            flush()
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "u"):
                guard var code = hex(at: index) else { break }
                index += 4
                if (0xD800...0xDBFF).contains(code), index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"),
                    raw[index + 1] == UInt8(ascii: "u"), let low = hex(at: index + 2), (0xDC00...0xDFFF).contains(low)
                {
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default: scalars.append(Unicode.Scalar(escape))
            }
        }
        flush()
        return String(scalars)
    }
}
