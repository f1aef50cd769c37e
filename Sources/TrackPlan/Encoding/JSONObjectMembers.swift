/// The top-level members of a JSON object this runtime wrote (no whitespace), found by one scan of its bytes:
/// strings are skipped with their escapes, nesting is counted, and a string at depth 1 followed by `:` is a key.
enum JSONObjectMembers {
    /// The byte ranges of each key (quotes included) and its value, of the object whose `{` is at `start`.
    static func ranges(in bytes: [UInt8], objectAt start: Int) -> [(key: Range<Int>, value: Range<Int>)] {
        var members: [(key: Range<Int>, value: Range<Int>)] = []
        var key: Range<Int>?
        var depth = 0
        var index = start
        func closeValue(at end: Int) {
            if let open = key { members.append((open, open.upperBound + 1..<end)) }
            key = nil
        }
        while index < bytes.count {
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
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                if depth == 1, key == nil, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") { key = opening..<index + 1 }
            default: break
            }
            index += 1
        }
        return members
    }

    /// The members of the object at `start` as additions (for super properties encoded once, and read back).
    static func additions(in bytes: [UInt8], objectAt start: Int) -> [EventAdditions.Member] {
        ranges(in: bytes, objectAt: start).map { EventAdditions.Member(key: Array(bytes[$0.key]), json: Array(bytes[$0.value])) }
    }
}
