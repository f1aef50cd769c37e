/// Why an event left the queue without being delivered. Every drop is counted under one of these.
public enum DropReason: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Older than `maxEventAge` when the queue was rehydrated.
    case expired
    /// The buffer held `bufferCap` events; the oldest made room for the newest.
    case bufferCap
    /// The log's live bytes exceeded `diskCapBytes`; the oldest made room.
    case diskCap
    /// Events missing from the log on rehydration: damaged records (counted from the gap in sequence numbers)
    /// or a log cut short while the app was not running (counted against `queue.state`).
    case corrupt
    /// The disk was full and the memory buffer for events it refused was full too.
    case storageFull
    /// The log could not be written (read-only, permissions, I/O error) and the memory buffer was full too.
    case storageUnwritable
    /// The envelope was larger than `maxEventBytes`; rejected at `track`.
    case oversized
    /// The event failed validation and the policy is `.reject`.
    case invalid
    /// The collector refused the batch for good (400, 422, 413 for a single event, attempts exhausted).
    case permanentFailure
    /// `track` was called after `stop()`.
    case stopped

    public static func < (lhs: DropReason, rhs: DropReason) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Counters of dropped events, by reason.
public struct DropCounts: Sendable, Hashable, CustomStringConvertible {
    public private(set) var byReason: [DropReason: Int] = [:]

    public init() {}

    public subscript(reason: DropReason) -> Int { byReason[reason, default: 0] }

    public var total: Int { byReason.values.reduce(0, +) }

    public mutating func add(_ count: Int, _ reason: DropReason) {
        guard count > 0 else { return }
        byReason[reason, default: 0] += count
    }

    public mutating func merge(_ other: DropCounts) {
        for (reason, count) in other.byReason { add(count, reason) }
    }

    public var description: String {
        byReason.keys.sorted().map { "\($0.rawValue)=\(byReason[$0]!)" }.joined(separator: " ")
    }
}
