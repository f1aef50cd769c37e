/// The queue's state in memory: positions of events in order, the pending batch at the head, the caps, and the
/// drop counters.
///
/// Pure and synchronous (its one system call faults in its own reserved storage ahead of use); the stores wrap it
/// in a lock and the file store mirrors its changes into the log.
/// An event is held either as a position in the log (24 bytes in memory, whatever its size) or, when no disk
/// took it, as its bytes in `held`; held events are always the newest (a suffix of the queue). Every removal
/// takes a prefix (delivered batch, dropped batch, oldest over a cap), so one watermark, `removedThrough`,
/// describes what has left the queue.
struct EventQueue {
    let limits: StorageLimits
    private var entries: [QueuedEvent] = []
    private var head = 0
    private var held: [StoredEvent] = []
    private var heldHead = 0
    private(set) var heldBytes = 0
    private(set) var pending: PendingBatch?
    private(set) var liveBytes = 0
    private(set) var nextSequence: UInt64 = 1
    private(set) var removedThrough: UInt64 = 0
    private var droppedTally = DropTally()
    /// Drops counted by the queue's and the store's own rules (caps, refusals, damage, expiry, a full disk) since
    /// `takeUnseen`: nobody outside the store saw them happen, so the store tells them on (the activity stream).
    /// Drops through `purge`, `finish` and `countDropped` are told by whoever asked for them.
    private var unseen = DropTally()
    private(set) var hasUnseen = false
    /// The consent categories of queued events, by the 16-bit id each `QueuedEvent` holds, and what is refused.
    var categories = CategoryTable()
    /// The entries' storage is reserved up front, but the kernel gives its pages on first write: one append in 170
    /// (a 4 KiB page of 24-byte entries) waited for a page to be zeroed, about a microsecond. The reserved storage
    /// ahead of the entries is faulted in `prefaultEntries` entries at a time instead (one `madvise` per 1,024 appends).
    private var prefaultedThrough = 0
    static let prefaultEntries = 2_048
    /// How many times the storage ahead was faulted in (tests: at most about one in 1,024 appends).
    private(set) var prefaults = 0

    init(limits: StorageLimits) {
        self.limits = limits
        entries.reserveCapacity(min(limits.bufferCap, 1 << 18) + 1)
    }

    /// Every drop counted so far, by reason.
    var dropped: DropCounts { droppedTally.counts }
    var count: Int { entries.count - head }
    var isEmpty: Bool { count == 0 }
    /// Events kept in memory only (not in the log).
    var heldCount: Int { held.count - heldHead }
    /// The held events, oldest first.
    var heldEvents: ArraySlice<StoredEvent> { held[heldHead...] }
    var oldest: QueuedEvent? { head < entries.count ? entries[head] : nil }
    var events: ArraySlice<QueuedEvent> { entries[head...] }

    /// Adds an event whose record is in the log at `position` (the caller enforces the caps).
    /// `category` is the tag's id in `categories`.
    mutating func appendDurable(sequence: UInt64, position: LogPosition, recordSize: Int, category: UInt16 = 0, generation: UInt16 = 0) {
        entries.append(
            QueuedEvent(sequence: sequence, position: position, recordSize: UInt32(recordSize), category: category, generation: generation))
        if entries.count >= prefaultedThrough { prefaultAhead() }
        liveBytes += recordSize
        nextSequence = max(nextSequence, sequence + 1)
    }

    /// Faults in the reserved storage for the next `prefaultEntries` entries (no byte changes; only capacity the array
    /// already has, so nothing is allocated). It looks again halfway through those entries; when the capacity ends
    /// first, only once the array has grown past it (a queue whose head is cut off keeps its capacity and stays short
    /// of it: looking again halfway there would fault the same pages in on every append).
    private mutating func prefaultAhead() {
        let stride = MemoryLayout<QueuedEvent>.stride
        let wanted = entries.count + Self.prefaultEntries
        let stop = min(entries.capacity, wanted)
        prefaultedThrough = stop < wanted ? entries.capacity + 1 : stop - Self.prefaultEntries / 2
        guard stop > entries.count else { return }
        prefaults += 1
        entries.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            SystemCalls.populate(UnsafeRawBufferPointer(start: UnsafeRawPointer(base + entries.count), count: (stop - entries.count) * stride))
        }
    }

    /// Adds an event kept in memory only (no disk, or the disk refused it).
    mutating func appendHeld(_ event: StoredEvent, category: UInt16) {
        let size = LogRecord.encodedSize(ofEvent: event)
        entries.append(
            QueuedEvent(sequence: event.sequence, position: .held, recordSize: UInt32(size), category: category, generation: event.tag.generation))
        held.append(event)
        heldBytes += event.json.count
        liveBytes += size
        nextSequence = max(nextSequence, event.sequence + 1)
    }

    /// The oldest held event is now in the log at `position`.
    mutating func markOldestHeldDurable(at position: LogPosition) {
        let index = entries.count - heldCount
        entries[index].position = position
        heldBytes -= held[heldHead].json.count
        releaseHeld()
    }

    /// Raises the watermark seen in the log so sequence numbers are never reused.
    mutating func restoreWatermark(_ sequence: UInt64) {
        removedThrough = max(removedThrough, sequence)
        nextSequence = max(nextSequence, sequence + 1)
    }

    /// Sequence numbers up to `sequence` were used (the state file says so): new events start after it.
    mutating func reserveSequences(through sequence: UInt64) {
        nextSequence = max(nextSequence, sequence + 1)
    }

    mutating func restorePending(_ batch: PendingBatch) {
        pending = batch
    }

    /// The batch to send: the persisted pending batch if there is one, else a new one formed from the head, its
    /// envelopes read back with `read`: at most `maxCount` events whose envelopes and separating commas take at
    /// most `maxBytes` (at least one event). A batch is all durable or all held, never both. An event that cannot be
    /// read back is dropped as `corrupt`. `isNew` tells the caller to persist the batch before sending.
    mutating func nextBatch(
        maxCount: Int, maxBytes: Int, newKey: () -> String, read: (QueuedEvent) -> StoredEvent?
    ) -> (batch: PendingBatch, isNew: Bool)? {
        if let pending { return (pending, false) }
        var taken: [StoredEvent] = []
        var bytes = 0
        var index = head
        let firstHeld = entries.count - heldCount
        while index < entries.count {
            let entry = entries[index]
            if !taken.isEmpty && (taken.count >= maxCount || bytes + 1 + entry.jsonSize > maxBytes || index == firstHeld) { break }
            let event = index >= firstHeld ? held[heldHead + index - firstHeld] : read(entry)
            guard let event else {
                if !taken.isEmpty { break }
                drop(entry, .corrupt)
                return nextBatch(maxCount: maxCount, maxBytes: maxBytes, newKey: newKey, read: read)
            }
            taken.append(event)
            bytes += event.json.count + (taken.count > 1 ? 1 : 0)
            index += 1
        }
        guard !taken.isEmpty else { return nil }
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
        if case .dropped(let reason) = outcome { droppedTally.add(removed, reason) }
        if pending?.idempotencyKey == batch.idempotencyKey { pending = nil }
    }

    /// Drops the oldest events while the buffer or disk cap is exceeded; the newest are never dropped for it.
    mutating func enforceCaps() {
        if count > limits.bufferCap { dropPrefix(through: entries[head + count - limits.bufferCap - 1].sequence, .bufferCap) }
        while liveBytes > limits.diskCapBytes, count > 1, let oldest { drop(oldest, .diskCap) }
    }

    /// Drops every event up to `sequence` (expired at rehydration, caps) and counts them under `reason`.
    mutating func dropPrefix(through sequence: UInt64, _ reason: DropReason) {
        if let pending, pending.firstSequence <= sequence { self.pending = nil }
        countUnseen(removePrefix(through: sequence), reason)
    }

    /// Counts drops a caller outside the store asked for (and reports itself).
    mutating func countDropped(_ count: Int, _ reason: DropReason) {
        droppedTally.add(count, reason)
    }

    /// Counts drops the store decided on its own; `takeUnseen` hands them on.
    mutating func countUnseen(_ count: Int, _ reason: DropReason) {
        guard count > 0 else { return }
        droppedTally.add(count, reason)
        unseen.add(count, reason)
        hasUnseen = true
    }

    /// Hands `report` the drops counted by `countUnseen` since the last call, by reason in code order, and forgets
    /// them (allocating nothing: a queue over its cap reports a drop per append).
    mutating func takeUnseen(_ report: (DropReason, Int) -> Void) {
        unseen.forEach(report)
        unseen.removeAll()
        hasUnseen = false
    }

    /// Removes the queued events with a sequence in `after + 1 ... through` that `matcher` selects, wherever they
    /// are in the queue (not only a prefix), and counts them under `reason` (nil at replay: counted when the purge
    /// was made). The pending batch is never touched: it may be on the wire. When the head of the queue went, the
    /// watermark moves up to the new head. Returns how many went, and those of them that were in the log (which
    /// the caller must record as a purge so replay removes them again, and may then erase).
    mutating func purge(_ matcher: PurgeMatcher, after: UInt64, through: UInt64, reason: DropReason?) -> (removed: Int, durable: [QueuedEvent]) {
        let selects: (QueuedEvent) -> Bool
        switch matcher {
        case .category(let name):
            guard let id = categories.existingId(name) else { return (0, []) }
            selects = { $0.category == id }
        case .generation(let generation):
            selects = { $0.generation == generation }
        }
        let protected = max(after, pending?.lastSequence ?? 0)
        let firstHeld = entries.count - heldCount
        var kept: [QueuedEvent] = []
        var keptHeld: [StoredEvent] = []
        kept.reserveCapacity(count)
        var removed = 0
        var durable: [QueuedEvent] = []
        for index in head..<entries.count {
            let entry = entries[index]
            let isHeld = index >= firstHeld
            if entry.sequence > protected, entry.sequence <= through, selects(entry) {
                removed += 1
                liveBytes -= Int(entry.recordSize)
                if isHeld { heldBytes -= held[heldHead + index - firstHeld].json.count } else { durable.append(entry) }
                continue
            }
            kept.append(entry)
            if isHeld { keptHeld.append(held[heldHead + index - firstHeld]) }
        }
        guard removed > 0 else { return (0, []) }
        entries = kept
        prefaultedThrough = 0  // a new array: its storage ahead is faulted in again
        head = 0
        held = keptHeld
        heldHead = 0
        removedThrough = max(removedThrough, (oldest?.sequence ?? nextSequence) - 1)
        if let reason { droppedTally.add(removed, reason) }
        return (removed, durable)
    }

    private mutating func drop(_ event: QueuedEvent, _ reason: DropReason) {
        dropPrefix(through: event.sequence, reason)
    }

    @discardableResult
    private mutating func removePrefix(through sequence: UInt64) -> Int {
        removedThrough = max(removedThrough, sequence)
        let firstHeld = entries.count - heldCount
        var removed = 0
        while head < entries.count, entries[head].sequence <= sequence {
            liveBytes -= Int(entries[head].recordSize)
            if head >= firstHeld {
                heldBytes -= held[heldHead].json.count
                releaseHeld()
            }
            head += 1
            removed += 1
        }
        if head > 1024 && head * 2 > entries.count {
            entries.removeFirst(head)
            head = 0
        }
        return removed
    }

    private mutating func releaseHeld() {
        held[heldHead].json = []
        heldHead += 1
        if heldHead > 256 && heldHead * 2 > held.count {
            held.removeFirst(heldHead)
            heldHead = 0
        }
    }
}
