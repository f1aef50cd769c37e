extension EventContext {
    /// The context as one JSON object, keys in Segment's spelling; nil fields and empty groups are left out.
    /// `groupId` (set by `group(groupId:)`) rides along as `context.groupId`.
    /// `member` is an already-encoded `"key":value` (the consent state) written last.
    /// `traits` (remembered from `identify`) ride along as `context.traits`.
    func jsonBytes(groupId: String? = nil, traits: [EventAdditions.Member] = [], member: [UInt8] = []) -> [UInt8] {
        var writer = JSONWriter(capacity: 384)
        writer.beginObject()
        writer.group("app", [("name", app.name), ("version", app.version), ("build", app.build), ("namespace", app.namespace)])
        writer.group("device", [("id", device.id), ("manufacturer", device.manufacturer), ("model", device.model), ("type", device.type)])
        writer.key("library")
        writer.beginObject()
        writer.key(escaped: "name")
        writer.string(library.name)
        writer.key(escaped: "version")
        writer.string(library.version)
        writer.endObject()
        if let locale {
            writer.key(escaped: "locale")
            writer.string(locale)
        }
        writer.group("os", [("name", os.name), ("version", os.version)])
        if let screen {
            writer.key(escaped: "screen")
            writer.beginObject()
            writer.key(escaped: "width")
            writer.number(screen.width)
            writer.key(escaped: "height")
            writer.number(screen.height)
            writer.key(escaped: "density")
            writer.number(screen.density)
            writer.endObject()
        }
        if let timezone {
            writer.key(escaped: "timezone")
            writer.string(timezone)
        }
        if let groupId {
            writer.key(escaped: "groupId")
            writer.string(groupId)
        }
        if !traits.isEmpty {
            writer.key(escaped: "traits")
            writer.beginObject()
            writer.endObject()
            writer.merge(traits, intoObjectAt: writer.bytes.count - 2)
        }
        if testMode { writer.member(escaped: "testMode", bool: true) }
        if !member.isEmpty { writer.raw(member) }
        writer.endObject()
        return writer.bytes
    }
}

extension JSONWriter {
    /// `"name":{…}` with the fields that have a value; nothing when none has.
    fileprivate mutating func group(_ name: String, _ fields: [(key: String, value: String?)]) {
        guard fields.contains(where: { $0.value != nil }) else { return }
        key(name)
        beginObject()
        for case (let fieldKey, let value?) in fields {
            key(fieldKey)
            string(value)
        }
        endObject()
    }
}
