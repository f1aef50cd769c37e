/// Writing `JSONValue`s and maps: objects in the order of their keys' UTF-8 bytes, so a value always has one
/// encoding (a Swift `Dictionary` iterates in a different order in every process).
@_spi(Generated)
extension JSONWriter {
    /// Writes any JSON value. A non-finite `.number` is written `null` and counted in `nonFiniteNumberCount`.
    public mutating func json(_ value: JSONValue) {
        switch value {
        case .string(let text): string(text)
        case .integer(let number): integer(number)
        case .number(let number): self.number(number)
        case .bool(let flag): bool(flag)
        case .null: null()
        case .array(let elements):
            beginArray()
            for element in elements { json(element) }
            endArray()
        case .object(let members):
            beginObject()
            for (key, member) in Self.sortedEntries(members) {
                self.key(key)
                json(member)
            }
            endObject()
        }
    }

    public mutating func member(escaped key: StaticString, json value: JSONValue) {
        self.key(escaped: key)
        json(value)
    }

    /// A map's entries in the order they are written: by the keys' UTF-8 bytes.
    public static func sortedEntries<Value>(_ map: [String: Value]) -> [(key: String, value: Value)] {
        map.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }
}
