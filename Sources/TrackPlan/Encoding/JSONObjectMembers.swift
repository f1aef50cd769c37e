import Foundation

/// The top-level members of a JSON object this runtime wrote (no whitespace), found by one scan of its bytes:
/// strings are skipped with their escapes, nesting is counted, and a string at depth 1 followed by `:` is a key.
enum JSONObjectMembers {
    /// The byte ranges of each key (quotes included) and its value, of the object whose `{` is at `start` (and whose
    /// closing `}` is at `end`, when given: the bytes from `end` on are not read).
    static func ranges(in bytes: [UInt8], objectAt start: Int, end: Int? = nil) -> [(key: Range<Int>, value: Range<Int>)] {
        let limit = end ?? bytes.count
        var members: [(key: Range<Int>, value: Range<Int>)] = []
        var key: Range<Int>?
        var depth = 0
        var index = start
        func closeValue(at end: Int) {
            if let open = key { members.append((open, open.upperBound + 1..<end)) }
            key = nil
        }
        while index < limit {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    closeValue(at: index)
                    return members
                }
            case UInt8(ascii: ","): if depth == 1 { closeValue(at: index) }
            case UInt8(ascii: "\""):
                let opening = index
                index += 1
                while index < limit, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                if depth == 1, key == nil, index + 1 < limit, bytes[index + 1] == UInt8(ascii: ":") { key = opening..<index + 1 }
            default: break
            }
            index += 1
        }
        if end != nil { closeValue(at: limit) }
        return members
    }

    /// Whether the object at `start` (closing at `end`) has the member `key` (quoted). A byte search first: most
    /// keys appear nowhere in the object, and that answer needs no scan of its structure and no allocation. The search
    /// looks for the key's first character with `memchr` (quotes are everywhere in JSON, letters less so).
    static func hasKey(_ key: [UInt8], in bytes: [UInt8], objectAt start: Int, end: Int) -> Bool {
        let appears = bytes.withUnsafeBufferPointer { object in
            key.withUnsafeBufferPointer { key in
                // A match starts at `at - 1` (its quote) and is followed by `:` at `at - 1 + key.count`, before `end`.
                guard let base = object.baseAddress else { return false }
                guard key.count >= 3 else { return true }  // `""`: let the structural scan decide
                let limit = end - key.count + 1
                var index = start + 1
                while index < limit {
                    guard let found = memchr(base + index, Int32(key[1]), limit - index) else { return false }
                    let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if object[at - 1] == UInt8(ascii: "\""), object[at - 1 + key.count] == UInt8(ascii: ":"),
                        memcmp(base + at - 1, key.baseAddress!, key.count) == 0
                    {
                        return true
                    }
                    index = at + 1
                }
                return false
            }
        }
        return appears && ranges(in: bytes, objectAt: start, end: end).contains { bytes[$0.key].elementsEqual(key) }
    }

    /// The members of the object at `start` as additions (for super properties encoded once, and read back).
    static func additions(in bytes: [UInt8], objectAt start: Int) -> [EventAdditions.Member] {
        ranges(in: bytes, objectAt: start).map { EventAdditions.Member(key: Array(bytes[$0.key]), json: Array(bytes[$0.value])) }
    }
}
