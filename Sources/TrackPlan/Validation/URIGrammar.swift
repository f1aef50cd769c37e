import Foundation

/// RFC 3986's `URI` production (section 3, appendix A), checked over the UTF-8 bytes: `scheme ":" hier-part
/// ["?" query] ["#" fragment]`. A scheme is required (a relative reference is not a URI), characters outside the
/// grammar (spaces, `<`, `\`, non-ASCII: IRIs are not URIs) must be percent-encoded, `%` must start two hex digits,
/// ports are digits, and an IP literal in brackets is an IPv6 address or `v<hex>.<text>`.
enum URIGrammar {
    static func isURI(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isAlpha(bytes[0]),
            bytes[1..<colon].allSatisfy({
                isAlpha($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            })
        else { return false }
        var rest = bytes[(colon + 1)...]
        // The fragment, then the query, may hold `/`, `?` and every path character.
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            guard isText(rest[(hash + 1)...], extra: "/?") else { return false }
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            guard isText(rest[(question + 1)...], extra: "/?") else { return false }
            rest = rest[..<question]
        }
        if rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            let afterSlashes = rest.index(rest.startIndex, offsetBy: 2)
            let end = rest[afterSlashes...].firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            guard isAuthority(rest[afterSlashes..<end]) else { return false }
            rest = rest[end...]
        }
        return isText(rest, extra: "/")
    }

    /// `[ userinfo "@" ] host [ ":" port ]`.
    private static func isAuthority(_ authority: ArraySlice<UInt8>) -> Bool {
        var hostAndPort = authority
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
            guard isText(authority[..<at], extra: "", allowsAt: false) else { return false }
            hostAndPort = authority[(at + 1)...]
        }
        var host = hostAndPort
        if hostAndPort.first == UInt8(ascii: "[") {
            guard let close = hostAndPort.firstIndex(of: UInt8(ascii: "]")), isIPLiteral(hostAndPort[(hostAndPort.startIndex + 1)..<close])
            else { return false }
            let after = hostAndPort[(close + 1)...]
            guard after.isEmpty || (after.first == UInt8(ascii: ":") && after.dropFirst().allSatisfy(isDigit)) else { return false }
            return true
        }
        if let colon = hostAndPort.lastIndex(of: UInt8(ascii: ":")) {
            guard hostAndPort[(colon + 1)...].allSatisfy(isDigit) else { return false }
            host = hostAndPort[..<colon]
        }
        // reg-name (an IPv4 address is one too): unreserved, pct-encoded, sub-delims.
        return isText(host, extra: "", allowsColon: false, allowsAt: false)
    }

    /// `IPv6address` or `IPvFuture`, without the brackets.
    private static func isIPLiteral(_ literal: ArraySlice<UInt8>) -> Bool {
        if literal.first == UInt8(ascii: "v") || literal.first == UInt8(ascii: "V") {
            guard let dot = literal.firstIndex(of: UInt8(ascii: ".")), dot > literal.startIndex + 1,
                literal[(literal.startIndex + 1)..<dot].allSatisfy(isHex)
            else { return false }
            let tail = literal[(dot + 1)...]
            return !tail.isEmpty && tail.allSatisfy { isUnreserved($0) || isSubDelim($0) || $0 == UInt8(ascii: ":") }
        }
        return isIPv6(String(decoding: literal, as: UTF8.self))
    }

    private static func isIPv6(_ text: String) -> Bool {
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return false }
        func groups(_ part: String) -> [Substring] { part.isEmpty ? [] : part.split(separator: ":", omittingEmptySubsequences: false) }
        var all = halves.flatMap(groups)
        var count = all.count
        if let last = all.last, last.contains(".") {
            guard isIPv4(last) else { return false }
            all.removeLast()
            count += 1  // an IPv4 tail fills two groups
        }
        guard all.allSatisfy({ (1...4).contains($0.utf8.count) && $0.utf8.allSatisfy(isHex) }) else { return false }
        return halves.count == 2 ? count <= 7 : count == 8
    }

    private static func isIPv4(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                !part.isEmpty && part.utf8.count <= 3 && part.utf8.allSatisfy(isDigit) && Int(part)! <= 255 && (part == "0" || part.first != "0")
            }
    }

    /// `*( unreserved / pct-encoded / sub-delims / ":" / "@" / extra )`.
    private static func isText(_ bytes: ArraySlice<UInt8>, extra: StaticString, allowsColon: Bool = true, allowsAt: Bool = true) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else { return false }
                index += 3
                continue
            }
            let allowed =
                isUnreserved(byte) || isSubDelim(byte) || (allowsColon && byte == UInt8(ascii: ":")) || (allowsAt && byte == UInt8(ascii: "@"))
                || extra.withUTF8Buffer { $0.contains(byte) }
            guard allowed else { return false }
            index += 1
        }
        return true
    }

    private static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isHex(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        isAlpha(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "~")
    }
    private static func isSubDelim(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }
}
