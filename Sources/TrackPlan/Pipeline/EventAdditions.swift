/// Members added to an event's `properties` and to its envelope's `context`: the super properties, then what the
/// app's processors add. Empty for most events, which costs nothing (empty arrays share one static storage).
public struct EventAdditions: Sendable, Hashable {
    public struct Member: Sendable, Hashable {
        public let name: String
        public let value: EnrichmentValue

        public init(name: String, value: EnrichmentValue) {
            self.name = name
            self.value = value
        }
    }

    /// Written into the event's `properties` object, after the event's own.
    public internal(set) var properties: [Member] = []
    /// Written into the envelope's `context` object, after the detected context.
    public internal(set) var context: [Member] = []

    public init() {}

    var isEmpty: Bool { properties.isEmpty && context.isEmpty }
}
