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

    /// The sequences by their first word, each with the position of its class in `patterns` (lower is tried first),
    /// so a key is matched by looking up each of its words once instead of trying every sequence at every word.
    private static let sequencesByFirstWord: [String: [(rank: Int, words: [String])]] = {
        var index: [String: [(rank: Int, words: [String])]] = [:]
        for (rank, pattern) in patterns.enumerated() {
            for words in pattern.words { index[words[0], default: []].append((rank, words)) }
        }
        return index
    }()

    /// The class `key` most likely holds, or nil when nothing in it looks personal.
    static func likelyClass(of key: String) -> PIIClass? {
        let words = wordParts(key)
        var best = patterns.count
        for start in words.indices {
            guard let candidates = sequencesByFirstWord[words[start]] else { continue }
            for candidate in candidates where candidate.rank < best && matches(candidate.words, in: words, at: start) {
                best = candidate.rank
            }
        }
        return best < patterns.count ? patterns[best].pii : nil
    }

    private static func matches(_ sequence: [String], in words: [String], at start: Int) -> Bool {
        guard words.count - start >= sequence.count else { return false }
        for offset in 1..<sequence.count where words[start + offset] != sequence[offset] { return false }
        return true
    }

    /// Lowercase word parts of a key (ASCII letters and digits; anything else separates).
    static func wordParts(_ key: String) -> [String] {
        var words: [String] = []
        var key = key
        key.withUTF8 { bytes in
            func isUpper(_ index: Int) -> Bool { index < bytes.count && (0x41...0x5A).contains(bytes[index]) }
            func isLower(_ index: Int) -> Bool { index < bytes.count && (0x61...0x7A).contains(bytes[index]) }
            var current: [UInt8] = []
            func endWord() {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
            }
            for index in bytes.indices {
                let byte = bytes[index]
                guard isUpper(index) || isLower(index) || (0x30...0x39).contains(byte) else {
                    endWord()
                    continue
                }
                // A hump starts a word: `aB` (lower → upper), and `ABc` (the last capital of a run before lowercase).
                if isUpper(index), index > 0, isLower(index - 1) || (isUpper(index - 1) && isLower(index + 1)) { endWord() }
                current.append(isUpper(index) ? byte + 0x20 : byte)
            }
            endWord()
        }
        return words
    }
}
