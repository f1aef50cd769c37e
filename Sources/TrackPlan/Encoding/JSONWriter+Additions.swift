extension JSONWriter {
    /// Reopens the object that ends the bytes (its `{` at `start`) and writes `members` into it, leaving out every
    /// name the object already has and every repeated name (the first value of a name wins), then closes it again.
    /// Allocates nothing beyond the bytes it appends when no name is already there.
    mutating func merge(_ members: [EventAdditions.Member], intoObjectAt start: Int) {
        guard !members.isEmpty, bytes.last == UInt8(ascii: "}") else { return }
        let end = bytes.count - 1
        bytes.removeLast()
        needsComma = end > start + 1
        for index in members.indices {
            let member = members[index]
            guard !JSONObjectMembers.hasKey(member.key, in: bytes, objectAt: start, end: end),
                !members[..<index].contains(where: { $0.key == member.key })
            else { continue }
            separate()
            bytes.append(contentsOf: member.key)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: member.json)
            needsComma = true
        }
        endObject()
    }
}
