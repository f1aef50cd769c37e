import TrackPlanModel

/// The `pii-unmarked` rule's guess: which personal-data class a property key suggests, from its word parts.
///
/// Keys are split into lowercase words at `_`, `-`, spaces, dots and camelCase humps (`billingEmail` → billing,
/// email; `IPAddress` → ip, address), and matched against the word sequences below, most specific class first, so
/// `email_address` is an email and `ip_address` an IP address, not a postal address. A key whose words merely
/// contain a listed word elsewhere (`mailbox_size`) does not match: whole words only.
enum LikelyPersonalData {
    /// Word sequences per class, in the order they are tried. Documented in Docs/Privacy.md.
    static let patterns: [(pii: PIIClass, words: [[String]])] = [
        (.email, [["email"], ["e", "mail"]]),
        (.ipAddress, [["ip"], ["ipv4"], ["ipv6"], ["ip", "address"]]),
        (.phone, [["phone"], ["mobile"], ["telephone"], ["tel"], ["msisdn"], ["fax"]]),
        (
            .name,
            [
                ["first", "name"], ["last", "name"], ["full", "name"], ["given", "name"], ["family", "name"], ["middle", "name"],
                ["surname"], ["firstname"], ["lastname"], ["fullname"],
            ]
        ),
        (.location, [["lat"], ["lng"], ["lon"], ["latitude"], ["longitude"], ["geo"], ["gps"], ["coordinates"]]),
        (
            .identifier,
            [
                ["ssn"], ["passport"], ["dob"], ["birthday"], ["birthdate"], ["birth", "date"], ["date", "of", "birth"],
                ["national", "id"], ["tax", "id"], ["user", "agent"], ["useragent"], ["idfa"], ["advertising", "id"],
            ]
        ),
        (.address, [["address"], ["street"], ["postcode"], ["zip"], ["zipcode"], ["postal", "code"]]),
    ]

    /// The class `key` most likely holds, or nil when nothing in it looks personal.
    static func likelyClass(of key: String) -> PIIClass? {
        let words = wordParts(key)
        for (pii, sequences) in patterns where sequences.contains(where: { contains(words, $0) }) { return pii }
        return nil
    }

    private static func contains(_ words: [String], _ sequence: [String]) -> Bool {
        guard words.count >= sequence.count else { return false }
        return (0...(words.count - sequence.count)).contains { start in Array(words[start..<(start + sequence.count)]) == sequence }
    }

    /// Lowercase word parts of a key (ASCII letters and digits; anything else separates).
    static func wordParts(_ key: String) -> [String] {
        let scalars = Array(key.unicodeScalars)
        var words: [String] = []
        var current = ""
        func isUpper(_ index: Int) -> Bool { index < scalars.count && ("A"..."Z").contains(scalars[index]) }
        func isLower(_ index: Int) -> Bool { index < scalars.count && ("a"..."z").contains(scalars[index]) }
        for (index, scalar) in scalars.enumerated() {
            let isAlphanumeric = isUpper(index) || isLower(index) || ("0"..."9").contains(scalar)
            guard isAlphanumeric else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            // A hump starts a word: `aB` (lower → upper), and `ABc` (the last capital of a run before lowercase).
            let startsHump = isUpper(index) && index > 0 && (isLower(index - 1) || (isUpper(index - 1) && isLower(index + 1)))
            if startsHump, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }
}
