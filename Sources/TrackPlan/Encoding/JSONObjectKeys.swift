/// The top-level keys of a JSON object this runtime wrote (no whitespace), found by one scan of its bytes: strings
/// are skipped with their escapes, nesting is counted, and a string at depth 1 followed by `:` is a key.
enum JSONObjectKeys {
    /// The byte ranges of the keys, quotes included, of the object whose `{` is at `start`.
    static func ranges(in bytes: [UInt8], objectAt start: Int) -> [Range<Int>] {
        var keys: [Range<Int>] = []
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return keys }
            case UInt8(ascii: "\""):
                let opening = index
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                if depth == 1, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") { keys.append(opening..<index + 1) }
            default: break
            }
            index += 1
        }
        return keys
    }
}
