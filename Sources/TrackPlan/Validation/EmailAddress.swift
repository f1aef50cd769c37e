/// `format: email` as JSON Schema describes it: an RFC 5321 `Mailbox`. The local part is a dot-string (atoms of
/// RFC 5322 `atext` joined by single dots) or a quoted string; the domain is host names of letters, digits and
/// inner hyphens joined by dots, or an address literal `[IPv4]` / `[IPv6:…]`. ASCII only (`idn-email` is the
/// format for internationalised addresses).
enum EmailAddress {
    static func isValid(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard let at = localPartEnd(bytes), at > 0, at <= 64, at + 1 < bytes.count else { return false }
        return isDomain(bytes[(at + 1)...])
    }

    /// The index of the `@` that ends a valid local part, or nil.
    private static func localPartEnd(_ bytes: [UInt8]) -> Int? {
        guard let first = bytes.first else { return nil }
        if first == UInt8(ascii: "\"") {
            var index = 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    guard index + 1 < bytes.count, (32...126).contains(bytes[index + 1]) else { return nil }
                    index += 2
                } else if byte == UInt8(ascii: "\"") {
                    return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "@") ? index + 1 : nil
                } else {
                    guard (32...126).contains(byte) else { return nil }
                    index += 1
                }
            }
            return nil
        }
        var index = 0
        var atomLength = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "@") {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                guard atomLength > 0 else { return nil }
                atomLength = 0
            } else {
                guard isAtext(byte) else { return nil }
                atomLength += 1
            }
            index += 1
        }
        return atomLength > 0 && index < bytes.count ? index : nil
    }

    private static func isAtext(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        default: return Array("!#$%&'*+-/=?^_`{|}~".utf8).contains(byte)
        }
    }

    private static func isDomain(_ bytes: ArraySlice<UInt8>) -> Bool {
        if bytes.first == UInt8(ascii: "[") {
            guard bytes.last == UInt8(ascii: "]"), bytes.count > 2 else { return false }
            let literal = String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self)
            if literal.hasPrefix("IPv6:") { return isIPv6(literal.dropFirst(5)) }
            return isIPv4(Substring(literal))
        }
        guard bytes.count <= 255 else { return false }
        return bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy { label in
            guard let first = label.first, let last = label.last, label.count <= 63 else { return false }
            func letDig(_ byte: UInt8) -> Bool {
                isAtext(byte) && (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") || (48...57).contains(byte))
            }
            return letDig(first) && letDig(last) && label.allSatisfy { letDig($0) || $0 == UInt8(ascii: "-") }
        }
    }

    static func isIPv4(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                guard (1...3).contains(part.count), part.allSatisfy(\.isASCII), let value = Int(part), value <= 255 else { return false }
                return part == "0" || !part.hasPrefix("0")
            }
    }

    private static func isIPv6(_ text: Substring) -> Bool {
        let groups = text.split(separator: ":", omittingEmptySubsequences: false)
        let compressed = text.contains("::")
        guard groups.count >= 3 || compressed, groups.count <= 8 else { return false }
        return groups.allSatisfy { group in group.count <= 4 && group.allSatisfy(\.isHexDigit) }
    }
}
