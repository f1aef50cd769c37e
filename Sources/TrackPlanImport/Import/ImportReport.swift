/// One construct an importer could not carry over exactly: where, what, and why.
public struct ImportNote: Sendable, Hashable {
    /// Where in the source: `Order Completed.products[].sku`, or a file name.
    public var place: String
    /// What was changed or left out: `'id'`, `property (union of string, integer)`.
    public var construct: String
    /// Why, and what the plan has instead.
    public var reason: String

    public init(place: String, construct: String, reason: String) {
        self.place = place
        self.construct = construct
        self.reason = reason
    }
}

/// What an import produced and everything it could not carry over exactly. Never silent: each note is printed.
public struct ImportReport: Sendable, Hashable {
    public var notes: [ImportNote] = []
    /// Events and screens written.
    public var eventCount = 0
    /// Properties written (at every depth: nested object properties count too).
    public var propertyCount = 0

    public init() {}

    mutating func note(_ place: String, _ construct: String, _ reason: String) {
        notes.append(ImportNote(place: place, construct: construct, reason: reason))
    }

    /// Places printed per group; `notes` holds them all.
    static let placesShown = 6

    /// The report as text: a summary line, then notes grouped by construct and reason, each with its places.
    public var text: String {
        var lines = ["\(eventCount) events, \(propertyCount) properties; \(notes.count) constructs not carried over exactly"]
        var groups: [(key: String, places: [String])] = []
        for note in notes {
            let key = "\(note.construct): \(note.reason)"
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].places.append(note.place)
            } else {
                groups.append((key, [note.place]))
            }
        }
        for group in groups {
            lines.append("- \(group.key) (\(group.places.count)×)")
            for place in group.places.prefix(Self.placesShown) { lines.append("    \(place)") }
            if group.places.count > Self.placesShown { lines.append("    … and \(group.places.count - Self.placesShown) more") }
        }
        return lines.joined(separator: "\n")
    }
}
