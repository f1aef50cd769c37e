/// Drop counters by reason as the queue keeps them: a short list in code order, searched from the start.
///
/// Counting a drop hashes nothing and, once its reason has been seen, allocates nothing: a queue over its disk cap
/// drops (and counts, and reports) one event per `track`, which with a dictionary cost a string hash per counter and
/// a new dictionary per report. A queue sees a handful of reasons, so the search is short; two reasons compare equal
/// at once when they are the same constant (`DropReason.diskCap`). `DropCounts` is what the API shows.
struct DropTally {
    private var entries: [(reason: DropReason, count: Int)] = []

    var isEmpty: Bool { entries.isEmpty }

    mutating func add(_ count: Int, _ reason: DropReason) {
        guard count > 0 else { return }
        for index in entries.indices where entries[index].reason == reason {
            entries[index].count += count
            return
        }
        let index = entries.firstIndex { reason < $0.reason } ?? entries.endIndex
        entries.insert((reason, count), at: index)
    }

    /// Calls `body` with each reason and its count, in code order.
    func forEach(_ body: (DropReason, Int) -> Void) {
        for entry in entries { body(entry.reason, entry.count) }
    }

    /// Zeroes every counter, keeping the list's storage (the next drop allocates nothing).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }

    var counts: DropCounts {
        var counts = DropCounts()
        forEach { counts.add($1, $0) }
        return counts
    }
}
