/// Members added to an event's `properties` and to its envelope's `context`: the super properties, then what the
/// app's processors add. Each member is already JSON (its quoted key and its value), so merging is a copy. Empty
/// for most events, which costs nothing (empty arrays share one static storage).
struct EventAdditions: Sendable, Hashable {
    struct Member: Sendable, Hashable {
        /// The key, quoted and escaped: `"plan_tier"`.
        let key: [UInt8]
        /// The value as JSON: `"pro"`, `3`, `true`.
        let json: [UInt8]

        init(key: [UInt8], json: [UInt8]) {
            self.key = key
            self.json = json
        }

        /// Encodes `name` and `value`; with `scrubbing`, email addresses and card numbers in a string are replaced
        /// and counted in `scrubbed`.
        init(name: String, value: EnrichmentValue, scrubbing: Bool = false, scrubbed: inout PIIScrubCounts) {
            var keyWriter = JSONWriter(capacity: name.utf8.count + 2)
            keyWriter.string(name)
            var valueWriter = JSONWriter(capacity: 16)
            valueWriter.scrubsPII = scrubbing
            valueWriter.value(value)
            scrubbed.add(valueWriter.scrubbedPII)
            self.init(key: keyWriter.bytes, json: valueWriter.bytes)
        }

        init(name: String, value: EnrichmentValue) {
            var ignored = PIIScrubCounts()
            self.init(name: name, value: value, scrubbed: &ignored)
        }
    }

    /// Written into the event's `properties` object, after the event's own.
    var properties: [Member] = []
    /// Written into the envelope's `context` object, after the detected context.
    var context: [Member] = []
    /// What the scrubber replaced in property values processors added.
    var scrubbed = PIIScrubCounts()

    var isEmpty: Bool { properties.isEmpty && context.isEmpty }
}
