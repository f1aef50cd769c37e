/// Turns the segments of a log, read one at a time, back into a queue of positions.
///
/// Losses are counted in events, not in damaged stretches: sequence numbers are consecutive, so a gap between
/// the watermark and the events found, or between two events found, is events lost to damage; events handed out
/// (by the high-water mark in `queue.state`, or the pending batch in `queue.control`) but missing from the end are
/// lost to truncation. Both count as `corrupt`. New events are numbered after the highest sequence anything on
/// disk names (an event, an erased record, a purge, a watermark, a pending batch, `queue.state`), so no number is
/// ever handed out twice, whatever a crash left. The watermark and the pending batch come from the control file (`ControlFile`) when it is readable,
/// else from the log's records. Purge records remove again the events they purged (not counted twice); an erased
/// record (a purged event overwritten in place) is skipped the same way.
struct LogReplay {
    private struct Found {
        var event: QueuedEvent
        var createdAtMillis: Int64
        var tag: EventTag
        /// Overwritten by a purge (`LogRecord.erased`): seen, so not lost, but not queued.
        var erased = false
    }

    private var found: [Found] = []
    private var purges: [(after: UInt64, through: UInt64, matcher: PurgeMatcher)] = []
    private var watermark: UInt64 = 0
    private var lastPending: (first: UInt64, last: UInt64, key: String)?
    /// The highest sequence any record names.
    private var highest: UInt64 = 0
    private(set) var segments: [(number: Int, validEnd: Int, dirtyEnd: Int, lastEventSequence: UInt64)] = []

    /// Adds segment `number`'s records, in log order.
    mutating func add(segment number: Int, _ scan: LogScan) {
        var lastEvent: UInt64 = 0
        for (record, frame) in zip(scan.records, scan.frames) {
            highest = max(highest, record.highestSequence)
            switch record {
            case .removedThrough(let sequence): watermark = max(watermark, sequence)
            case .pending(let first, let last, let key): lastPending = (first, last, key)
            case .purge(let after, let through, let matcher):
                purges.append((after, through, matcher))
                lastEvent = max(lastEvent, through)  // the segment lives as long as the events it purged
            case .erased(let sequence):
                lastEvent = max(lastEvent, sequence)
                guard sequence > (found.last?.event.sequence ?? 0) else { continue }
                let nowhere = QueuedEvent(sequence: sequence, position: .held, recordSize: 0)
                found.append(Found(event: nowhere, createdAtMillis: 0, tag: .none, erased: true))
            case .event(let event):
                lastEvent = max(lastEvent, event.sequence)
                // A sequence seen before (an older generation's copy) keeps its first position.
                guard event.sequence > (found.last?.event.sequence ?? 0) else { continue }
                let position = LogPosition(segment: UInt32(truncatingIfNeeded: number), offset: UInt32(truncatingIfNeeded: frame.offset))
                found.append(
                    Found(
                        event: QueuedEvent(sequence: event.sequence, position: position, recordSize: UInt32(frame.size)),
                        createdAtMillis: event.createdAtMillis, tag: event.tag))
            }
        }
        segments.append((number, scan.validEnd, scan.dirtyEnd, lastEvent))
    }

    /// The queue: live events restored, the pending batch (its envelopes read back with `read`), losses counted,
    /// expired events and those over a cap dropped, oldest first. `recordedLast` is the high-water mark of
    /// `queue.state` (0 when unknown).
    func rehydrate(
        limits: StorageLimits, nowMillis: Int64, recordedLast: UInt64, control: ControlFile.State?,
        read: (QueuedEvent) -> StoredEvent?
    ) -> EventQueue {
        // The control file, when there is one, holds the newest pending batch; the log's are from before it.
        let watermark = max(watermark, control?.removedThrough ?? 0)
        let lastPending = control.map(\.pending) ?? lastPending
        var queue = EventQueue(limits: limits)
        queue.restoreWatermark(watermark)
        var previous = watermark
        var lost = 0
        var lastExpired: UInt64 = 0
        let cutoff = nowMillis - limits.maxEventAgeMillis
        for item in found where item.event.sequence > watermark {
            lost += Int(item.event.sequence - previous - 1)
            previous = item.event.sequence
            if item.erased { continue }
            if item.createdAtMillis < cutoff { lastExpired = item.event.sequence }
            queue.appendDurable(
                sequence: item.event.sequence, position: item.event.position, recordSize: Int(item.event.recordSize),
                category: queue.categories.id(item.tag.category), generation: item.tag.generation)
        }
        for purge in purges { _ = queue.purge(purge.matcher, after: purge.after, through: purge.through, reason: nil) }
        // The largest sequence the store can prove it handed out: what is missing below it was lost.
        let handedOut = max(recordedLast, control?.pending?.last ?? 0, lastPending?.last ?? 0, watermark)
        if handedOut > previous { lost += Int(handedOut - previous) }
        queue.reserveSequences(through: max(handedOut, highest))
        if let lastPending, lastPending.first > watermark {
            let events = queue.events.prefix { $0.sequence <= lastPending.last }.map(read)
            if let first = events.first, let head = first, head.sequence >= lastPending.first, !events.contains(where: { $0 == nil }) {
                queue.restorePending(PendingBatch(idempotencyKey: lastPending.key, events: events.compactMap { $0 }))
            }
        }
        queue.countUnseen(lost, .corrupt)
        // Events are expired as a prefix: one tracked before an expired event is at least as old, whatever its
        // clock said.
        if lastExpired > 0 { queue.dropPrefix(through: lastExpired, .expired) }
        queue.enforceCaps()
        return queue
    }
}
