extension JSONWriter {
    /// Reopens the object that ends the bytes (its `{` at `start`) and writes `members` into it, leaving out every
    /// name the object already has (the first value of a name wins), then closes it again.
    mutating func merge(_ members: [EventAdditions.Member], intoObjectAt start: Int) {
        guard !members.isEmpty, bytes.last == UInt8(ascii: "}") else { return }
        var present = JSONObjectMembers.ranges(in: bytes, objectAt: start).map { Array(bytes[$0.key]) }
        bytes.removeLast()
        needsComma = bytes.count > start + 1
        for member in members where !present.contains(member.key) {
            present.append(member.key)
            separate()
            bytes.append(contentsOf: member.key)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: member.json)
            needsComma = true
        }
        endObject()
    }
}
