extension JSONWriter {
    /// Reopens the object that ends the bytes (its `{` at `start`) and writes `members` into it, leaving out every
    /// name the object already has (the first value of a name wins), then closes it again.
    mutating func merge(_ members: [EventAdditions.Member], intoObjectAt start: Int) {
        guard !members.isEmpty, bytes.last == UInt8(ascii: "}") else { return }
        var present = JSONObjectKeys.ranges(in: bytes, objectAt: start).map { Array(bytes[$0]) }
        bytes.removeLast()
        needsComma = bytes.count > start + 1
        for member in members {
            var quoted = JSONWriter(capacity: member.name.utf8.count + 2)
            quoted.string(member.name)
            guard !present.contains(quoted.bytes) else { continue }
            present.append(quoted.bytes)
            separate()
            bytes.append(contentsOf: quoted.bytes)
            bytes.append(UInt8(ascii: ":"))
            needsComma = false
            value(member.value)
        }
        endObject()
    }
}
