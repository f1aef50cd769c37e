/// The `context` object every envelope carries, encoded once when the client starts.
enum EnvelopeContext {
    static let libraryName = "trackplan-swift"
    static let libraryVersion = "0.1.0"

    /// `{"library":{"name":"trackplan-swift","version":"0.1.0"}}`.
    static func library() -> [UInt8] {
        var writer = JSONWriter(capacity: 64)
        writer.beginObject()
        writer.key("library")
        writer.beginObject()
        writer.key("name")
        writer.string(libraryName)
        writer.key("version")
        writer.string(libraryVersion)
        writer.endObject()
        writer.endObject()
        return writer.bytes
    }
}
