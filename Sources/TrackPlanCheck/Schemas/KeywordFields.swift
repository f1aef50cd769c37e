import TrackPlanModel
import TrackPlanParse

/// The accepted keywords of one JSON object, in file order, looked up by name. Objects in a plan have a handful
/// of keywords, so a linear scan beats building a dictionary for each of the thousands of schemas.
struct KeywordFields: Sequence {
    let members: [JSONMember]

    subscript(key: String) -> JSONMember? {
        let length = key.utf8.count
        // By index: iterating by value would copy (retain and release) every member passed over.
        for index in members.indices where members[index].key.utf8.count == length && members[index].key == key { return members[index] }
        return nil
    }

    /// Whether the keyword is there (without copying its member out).
    func has(_ key: String) -> Bool {
        let length = key.utf8.count
        return members.indices.contains { members[$0].key.utf8.count == length && members[$0].key == key }
    }

    /// Each keyword's key position, for the model's `Origin.keywords`.
    var locations: KeywordLocations {
        var result = KeywordLocations()
        result.reserveCapacity(members.count)
        for index in members.indices { result.add(members[index].key, at: members[index].keyLocation) }
        return result
    }

    func makeIterator() -> IndexingIterator<[JSONMember]> { members.makeIterator() }
}
