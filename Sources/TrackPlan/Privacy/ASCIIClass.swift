/// Byte classes the scanners need, for ASCII only: every byte of a multi-byte UTF-8 sequence is ≥ 0x80 and so
/// belongs to none of them, which keeps the scan code-point safe without decoding.
enum ASCIIClass {
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    @inline(__always) static func isLetterOrDigit(_ byte: UInt8) -> Bool { isDigit(byte) || isLetter(byte) }

    /// Characters allowed in the local part of an address (RFC 5322 `atext` plus `.`).
    @inline(__always) static func isEmailLocal(_ byte: UInt8) -> Bool {
        if isLetterOrDigit(byte) { return true }
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"),
            UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "/"),
            UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"),
            UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"), UInt8(ascii: "~"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// Characters allowed in a domain label (letters, digits, hyphen).
    @inline(__always) static func isDomainLabel(_ byte: UInt8) -> Bool { isLetterOrDigit(byte) || byte == UInt8(ascii: "-") }
}
