/// Where each keyword of one schema object is written (its key), looked up by keyword. Objects in a plan hold a
/// handful of keywords, and every schema keeps its table, so it is a short list searched in order rather than a
/// hash table built per schema. Compares and hashes as a table: the order of the entries does not matter.
public struct KeywordLocations: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    private struct Entry: Sendable, Hashable {
        var keyword: String
        var location: SourceLocation
    }

    private var entries: [Entry] = []

    public init() {}

    public init(dictionaryLiteral elements: (String, SourceLocation)...) {
        for (keyword, location) in elements { add(keyword, at: location) }
    }

    /// Records where `keyword` is written; a keyword already recorded keeps its first location.
    public mutating func add(_ keyword: String, at location: SourceLocation) {
        guard self[keyword] == nil else { return }
        entries.append(Entry(keyword: keyword, location: location))
    }

    public mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    public subscript(keyword: String) -> SourceLocation? {
        // An index loop: `indices` and for-in run unspecialised in the debug build the plugin runs.
        var index = 0
        while index < entries.count {
            if entries[index].keyword == keyword { return entries[index].location }
            index += 1
        }
        return nil
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    public static func == (lhs: KeywordLocations, rhs: KeywordLocations) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.keyword] == $0.location }
    }

    /// Independent of the entries' order, like a dictionary's hash.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for entry in entries {
            var entryHasher = Hasher()
            entryHasher.combine(entry)
            combined ^= entryHasher.finalize()
        }
        hasher.combine(entries.count)
        hasher.combine(combined)
    }
}
