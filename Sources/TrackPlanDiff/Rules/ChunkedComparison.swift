import Dispatch

/// An element of the old plan and the element of the new plan it was matched with (by key or by a previous name).
struct MatchedPair<Element: Sendable>: Sendable {
    var old: Element
    var new: Element
    var renamed: Bool
}

extension ChangeCollector {
    /// Below this many pairs, one thread compares them faster than two.
    static let chunkingThreshold = 128

    /// Compares matched pairs that are independent of each other, in two halves on two threads when there are many,
    /// and appends the changes in the order of `pairs`, exactly as one pass over them would.
    mutating func compareInChunks<Element: Sendable>(
        _ pairs: [MatchedPair<Element>], _ compare: @Sendable (inout ChangeCollector, MatchedPair<Element>) -> Void
    ) {
        guard pairs.count >= Self.chunkingThreshold else {
            for pair in pairs { compare(&self, pair) }
            return
        }
        let middle = pairs.count / 2
        let halves = [pairs[..<middle], pairs[middle...]]
        let slots = UnsafeMutableBufferPointer<[Change]>.allocate(capacity: halves.count)
        slots.initialize(repeating: [])
        defer { slots.deinitialize().deallocate() }
        // Each iteration writes only its own slot, and concurrentPerform returns after all of them.
        nonisolated(unsafe) let results = slots
        let settings = self.settings
        let privacy = self.privacy
        DispatchQueue.concurrentPerform(iterations: halves.count) { index in
            var collector = ChangeCollector(settings: settings, privacy: privacy)
            for pair in halves[index] { compare(&collector, pair) }
            results[index] = collector.changes
        }
        for found in slots { append(found) }
    }
}
