import Foundation

/// The super properties' home on disk: `super-properties.json` beside the queue, `{"properties":{…},"context":{…}}`
/// as they were encoded when set, replaced atomically (a temporary file, then a rename). Without a storage
/// directory they live as long as the process.
struct SuperPropertiesFile: Sendable {
    static let fileName = "super-properties.json"
    let directory: URL?

    private var file: URL? { directory?.appendingPathComponent(Self.fileName) }

    /// What was set before the app last quit; nil when there is no file, it cannot be read, or it holds none.
    func load() -> EventAdditions? {
        guard let file, let data = try? Data(contentsOf: file) else { return nil }
        let bytes = [UInt8](data)
        var additions = EventAdditions()
        for member in JSONObjectMembers.ranges(in: bytes, objectAt: 0) where bytes[member.value].first == UInt8(ascii: "{") {
            let members = JSONObjectMembers.additions(in: bytes, objectAt: member.value.lowerBound)
            switch String(decoding: bytes[member.key], as: UTF8.self) {
            case #""properties""#: additions.properties = members
            case #""context""#: additions.context = members
            default: continue
            }
        }
        return additions.isEmpty ? nil : additions
    }

    /// Replaces the file (removes it when nothing is set); returns the failure, if any.
    func save(_ additions: EventAdditions) -> (any Error)? {
        guard let file else { return nil }
        if additions.isEmpty { return AtomicJSONFile.remove(file) }
        var writer = JSONWriter(capacity: 256)
        writer.beginObject()
        for (name, members) in [("properties", additions.properties), ("context", additions.context)] {
            writer.key(name)
            writer.beginObject()
            writer.endObject()
            writer.merge(members, intoObjectAt: writer.bytes.count - 2)
        }
        writer.endObject()
        return AtomicJSONFile.write(Data(writer.bytes), to: file)
    }
}
