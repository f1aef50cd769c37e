import TrackPlanModel
import TrackPlanParse

/// The accepted keywords of one JSON object, in file order, looked up by name. Objects in a plan have a handful
/// of keywords, so a linear scan beats building a dictionary for each of the thousands of schemas.
struct KeywordFields: Sequence {
    let members: [JSONMember]

    subscript(key: String) -> JSONMember? {
        guard let index = index(of: key) else { return nil }
        return members[index]
    }

    /// Whether the keyword is there (without copying its member out).
    func has(_ key: String) -> Bool { index(of: key) != nil }

    /// The keyword's index, by an index loop reading each key through a pointer: in a debug build (the build plugin
    /// runs the checker in the app's configuration) `members[index].key`, and even `buffer[index].key`, copy the whole
    /// member, value and all, and `indices` and for-in run unspecialised; `pointee.key` copies the key alone.
    private func index(of key: String) -> Int? {
        let length = key.utf8.count
        return members.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var index = 0
            while index < buffer.count {
                if (base + index).pointee.key.utf8.count == length, (base + index).pointee.key == key { return index }
                index += 1
            }
            return nil
        }
    }

    /// Each keyword's key position, for the model's `Origin.keywords`.
    var locations: KeywordLocations {
        var result = KeywordLocations()
        result.reserveCapacity(members.count)
        members.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var index = 0
            while index < buffer.count {
                result.add((base + index).pointee.key, at: (base + index).pointee.keyLocation)
                index += 1
            }
        }
        return result
    }

    func makeIterator() -> IndexingIterator<[JSONMember]> { members.makeIterator() }
}
