/// One encoded event as the queue holds it: the envelope's JSON bytes, encoded once at `track` time.
struct StoredEvent: Sendable, Hashable {
    /// Position in the queue; strictly increasing, never reused (not even across restarts).
    var sequence: UInt64
    /// When the event was tracked, in milliseconds since 1970 (drives the age limit).
    var createdAtMillis: Int64
    /// The complete envelope, ready to be placed in a batch without re-encoding.
    var json: [UInt8]
    /// Its consent category and identity generation, for purges.
    var tag: EventTag

    init(sequence: UInt64, createdAtMillis: Int64, json: [UInt8], tag: EventTag = .none) {
        self.sequence = sequence
        self.createdAtMillis = createdAtMillis
        self.json = json
        self.tag = tag
    }
}

/// The head of the queue while it is being sent. Persisted with its idempotency key before the first attempt,
/// so a batch interrupted by a crash is re-sent after restart with the same events and the same key.
struct PendingBatch: Sendable, Hashable {
    var idempotencyKey: String
    var events: [StoredEvent]

    init(idempotencyKey: String, events: [StoredEvent]) {
        self.idempotencyKey = idempotencyKey
        self.events = events
    }

    var firstSequence: UInt64 { events.first?.sequence ?? 0 }
    var lastSequence: UInt64 { events.last?.sequence ?? 0 }
}

/// How a batch left the queue.
enum BatchOutcome: Sendable, Hashable {
    /// The collector accepted it (2xx).
    case delivered
    /// It will never be delivered; counted under the reason.
    case dropped(DropReason)
}
