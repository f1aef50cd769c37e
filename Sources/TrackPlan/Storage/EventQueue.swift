/// The queue's state in memory: events in order, the pending batch at the head, the caps, and the drop counters.
///
/// Pure and synchronous; the stores wrap it in a lock and the file store mirrors its changes into the log.
/// Every removal takes a prefix (delivered batch, dropped batch, oldest over a cap), so one watermark,
/// `removedThrough`, describes what has left the queue.
struct EventQueue {
    let limits: StorageLimits
    private var slots: [StoredEvent] = []
    private var head = 0
    private(set) var pending: PendingBatch?
    private(set) var liveBytes = 0
    private(set) var nextSequence: UInt64 = 1
    private(set) var removedThrough: UInt64 = 0
    private(set) var dropped = DropCounts()

    init(limits: StorageLimits) {
        self.limits = limits
    }

    var count: Int { slots.count - head }
    var isEmpty: Bool { count == 0 }
    var events: ArraySlice<StoredEvent> { slots[head...] }
    var oldest: StoredEvent? { head < slots.count ? slots[head] : nil }

    /// Adds a newly tracked event at the tail, then drops the oldest while a cap is exceeded.
    mutating func append(json: [UInt8], createdAtMillis: Int64) -> StoredEvent {
        let event = StoredEvent(sequence: nextSequence, createdAtMillis: createdAtMillis, json: json)
        restore(event)
        enforceCaps()
        return event
    }

    /// Puts back an event read from the log (rehydration); no caps are applied until `enforceCaps`.
    mutating func restore(_ event: StoredEvent) {
        slots.append(event)
        liveBytes += LogRecord.encodedSize(ofEvent: event)
        nextSequence = max(nextSequence, event.sequence + 1)
    }

    /// Raises the watermark seen in the log so sequence numbers are never reused.
    mutating func restoreWatermark(_ sequence: UInt64) {
        removedThrough = max(removedThrough, sequence)
        nextSequence = max(nextSequence, sequence + 1)
    }

    mutating func restorePending(_ batch: PendingBatch) {
        pending = batch
    }

    /// The batch to send: the persisted pending batch if there is one, else a new one formed from the head.
    /// `isNew` tells the caller to persist it before sending.
    mutating func nextBatch(maxCount: Int, maxBytes: Int, newKey: () -> String) -> (batch: PendingBatch, isNew: Bool)? {
        if let pending { return (pending, false) }
        guard !isEmpty else { return nil }
        var taken: [StoredEvent] = []
        var bytes = 0
        for event in events {
            if !taken.isEmpty && (taken.count >= maxCount || bytes + event.json.count > maxBytes) { break }
            taken.append(event)
            bytes += event.json.count
        }
        let batch = PendingBatch(idempotencyKey: newKey(), events: taken)
        pending = batch
        return (batch, true)
    }

    /// Forgets the pending batch so the next one is formed again (after a 413, with a smaller size).
    mutating func abandonPending() {
        pending = nil
    }

    /// Removes the batch's events (and anything older still queued); counts them when dropped.
    mutating func finish(_ batch: PendingBatch, _ outcome: BatchOutcome) {
        let removed = removePrefix(through: batch.lastSequence)
        if case .dropped(let reason) = outcome { dropped.add(removed, reason) }
        if pending?.idempotencyKey == batch.idempotencyKey { pending = nil }
    }

    /// Drops the oldest events while the buffer or disk cap is exceeded; the newest are never dropped for it.
    mutating func enforceCaps() {
        while count > limits.bufferCap, let oldest { drop(oldest, .bufferCap) }
        while liveBytes > limits.diskCapBytes, count > 1, let oldest { drop(oldest, .diskCap) }
    }

    /// Drops events older than the age limit (rehydration only). Ages are checked one by one, so a clock that
    /// went backwards cannot shield an old event behind a young one.
    mutating func dropExpired(nowMillis: Int64) {
        let cutoff = nowMillis - limits.maxEventAgeMillis
        guard events.contains(where: { $0.createdAtMillis < cutoff }) else { return }
        if let pending, pending.events.contains(where: { $0.createdAtMillis < cutoff }) { self.pending = nil }
        let kept = events.filter { $0.createdAtMillis >= cutoff }
        dropped.add(count - kept.count, .expired)
        let watermark = removedThrough
        self = EventQueue(rebuilding: self, keeping: kept, pending: pending)
        removedThrough = watermark
    }

    mutating func countDropped(_ count: Int, _ reason: DropReason) {
        dropped.add(count, reason)
    }

    private mutating func drop(_ event: StoredEvent, _ reason: DropReason) {
        if let pending, event.sequence <= pending.lastSequence { self.pending = nil }
        dropped.add(removePrefix(through: event.sequence), reason)
    }

    @discardableResult
    private mutating func removePrefix(through sequence: UInt64) -> Int {
        removedThrough = max(removedThrough, sequence)
        var removed = 0
        while head < slots.count, slots[head].sequence <= sequence {
            liveBytes -= LogRecord.encodedSize(ofEvent: slots[head])
            head += 1
            removed += 1
        }
        if head > 64 && head * 2 > slots.count {
            slots.removeFirst(head)
            head = 0
        }
        return removed
    }

    private init(rebuilding old: EventQueue, keeping kept: [StoredEvent], pending: PendingBatch?) {
        self.init(limits: old.limits)
        dropped = old.dropped
        nextSequence = old.nextSequence
        for event in kept { restore(event) }
        self.pending = pending
    }
}
