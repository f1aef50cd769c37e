/// The `context` object every envelope carries, encoded once per identity (not per event).
enum EnvelopeContext {
    static let libraryName = "trackplan-swift"
    static let libraryVersion = "0.1.0"

    /// `{"library":{"name":"trackplan-swift","version":"0.1.0"}}`, plus `"groupId":"…"` once a group is set.
    static func encode(groupId: String? = nil) -> [UInt8] {
        var writer = JSONWriter(capacity: 96)
        writer.beginObject()
        writer.key("library")
        writer.beginObject()
        writer.key("name")
        writer.string(libraryName)
        writer.key("version")
        writer.string(libraryVersion)
        writer.endObject()
        if let groupId {
            writer.key("groupId")
            writer.string(groupId)
        }
        writer.endObject()
        return writer.bytes
    }
}
